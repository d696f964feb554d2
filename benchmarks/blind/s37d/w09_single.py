"""Multi-label finding classifier for small grayscale scans, class-weighted BCE (ChestX-ray14 style)."""
import argparse
import logging
import os

import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

FINDINGS = ["opacity", "nodule", "effusion", "cardiomegaly", "no_finding"]
EPS = 1e-6


def synthetic_scans(n, size=32, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, 1, size, size, generator=g) * 0.2
    y = (torch.rand(n, len(FINDINGS), generator=g) < torch.tensor([0.3, 0.15, 0.2, 0.1, 0.0])).float()
    y[:, -1] = (y[:, :-1].sum(1) == 0).float()
    for k in range(len(FINDINGS) - 1):
        r0 = 4 + 6 * k
        x[y[:, k] == 1, 0, r0:r0 + 4, 4:28] += 1.0
    return x, y


class SmallDenseNetLike(nn.Module):
    def __init__(self, num_labels):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2, padding=1), nn.BatchNorm2d(32), nn.ReLU(),
            nn.Conv2d(32, 64, 3, stride=2, padding=1), nn.BatchNorm2d(64), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        )
        self.classifier = nn.Linear(64, num_labels)

    def forward(self, x):
        return self.classifier(self.features(x))


def positive_weights(labels):
    pos = labels.mean(0).clamp(min=EPS)
    return (1 - pos) / pos


def weighted_bce(logits, targets, pos_weight):
    probs = torch.sigmoid(logits)
    probs.clamp_(EPS, 1 - EPS)
    loss = -(pos_weight * targets * probs.log() + (1 - targets) * (1 - probs).log())
    return loss.mean()


def auc_per_label(scores, labels):
    aucs = []
    for k in range(labels.size(1)):
        s, l = scores[:, k], labels[:, k]
        pos, neg = s[l == 1], s[l == 0]
        if len(pos) == 0 or len(neg) == 0:
            aucs.append(float("nan"))
            continue
        aucs.append((pos.unsqueeze(1) > neg.unsqueeze(0)).float().mean().item())
    return aucs


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=2)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--output-dir", default="checkpoints")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    torch.manual_seed(0)

    xtr, ytr = synthetic_scans(256, seed=0)
    xva, yva = synthetic_scans(64, seed=1)
    train_loader = DataLoader(TensorDataset(xtr, ytr), batch_size=args.batch_size, shuffle=True)
    pos_weight = positive_weights(ytr)

    model = SmallDenseNetLike(len(FINDINGS))
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr, betas=(0.9, 0.999))
    scheduler = torch.optim.lr_scheduler.ReduceLROnPlateau(optimizer, mode="min", factor=0.1, patience=1)
    os.makedirs(args.output_dir, exist_ok=True)

    for epoch in range(args.epochs):
        model.train()
        epoch_loss = 0.0
        for x, y in train_loader:
            optimizer.zero_grad()
            loss = weighted_bce(model(x), y, pos_weight)
            loss.backward()
            optimizer.step()
            epoch_loss += loss.item() * x.size(0)
        epoch_loss /= len(train_loader.dataset)

        model.eval()
        with torch.no_grad():
            val_logits = model(xva)
            val_loss = weighted_bce(val_logits, yva, pos_weight).item()
        scheduler.step(val_loss)
        aucs = auc_per_label(torch.sigmoid(val_logits), yva)
        logging.info("epoch %d train %.4f val %.4f AUCs %s", epoch, epoch_loss, val_loss,
                     " ".join(f"{n}={a:.2f}" for n, a in zip(FINDINGS, aucs)))
        torch.save(model.state_dict(), os.path.join(args.output_dir, f"epoch_{epoch}.pth"))


if __name__ == "__main__":
    main()
