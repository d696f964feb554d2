"""Fine-tune a small pretrained encoder on a new 4-class texture task (linear-probe-then-tune recipe)."""
import argparse
import copy
import logging
import os

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

logger = logging.getLogger("finetune")


class Encoder(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv2d(3, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU(),
            nn.Conv2d(width, width, 3, stride=2, padding=1), nn.BatchNorm2d(width), nn.ReLU(),
            nn.Conv2d(width, 2 * width, 3, stride=2, padding=1), nn.BatchNorm2d(2 * width), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        )
        self.out_dim = 2 * width

    def forward(self, x):
        return self.net(x)


class Classifier(nn.Module):
    def __init__(self, encoder, num_classes):
        super().__init__()
        self.encoder = encoder
        self.head = nn.Linear(encoder.out_dim, num_classes)

    def forward(self, x):
        return self.head(self.encoder(x))


def textures(n, num_classes, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, num_classes, (n,), generator=g)
    base = torch.randn(num_classes, 3, 1, 1, generator=g)
    freq = torch.arange(1, num_classes + 1).float()
    grid = torch.linspace(0, 6.28, 24)
    wave = torch.sin(freq.view(-1, 1, 1) * grid.view(1, 1, -1) + grid.view(1, -1, 1))
    x = base[y] * wave[y].unsqueeze(1) + 0.5 * torch.randn(n, 3, 24, 24, generator=g)
    return x, y


def load_pretrained(path):
    enc = Encoder()
    if path and os.path.exists(path):
        enc.load_state_dict(torch.load(path, map_location="cpu"))
        logger.info("loaded encoder weights from %s", path)
    else:
        logger.warning("no pretrained weights found, starting from random init")
    return enc


def run_epoch(model, loader, optimizer=None):
    training = optimizer is not None
    model.train(training)
    total, correct, n = 0.0, 0, 0
    with torch.set_grad_enabled(training):
        for x, y in loader:
            logits = model(x)
            loss = F.cross_entropy(logits, y)
            if training:
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
            total += loss.item() * y.size(0)
            correct += (logits.argmax(1) == y).sum().item()
            n += y.size(0)
    return total / n, correct / n


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pretrained", default="encoder_ssl.pt")
    parser.add_argument("--probe-epochs", type=int, default=2)
    parser.add_argument("--tune-epochs", type=int, default=2)
    parser.add_argument("--lr", type=float, default=1e-2)
    parser.add_argument("--tune-lr", type=float, default=1e-3)
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s:%(name)s: %(message)s")
    torch.manual_seed(0)

    xtr, ytr = textures(256, 4, 0)
    xva, yva = textures(64, 4, 1)
    train_loader = DataLoader(TensorDataset(xtr, ytr), batch_size=32, shuffle=True)
    val_loader = DataLoader(TensorDataset(xva, yva), batch_size=64)
    model = Classifier(load_pretrained(args.pretrained), num_classes=4)

    # stage 1: linear probe, backbone frozen
    model.encoder.requires_grad = False
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)
    for epoch in range(args.probe_epochs):
        tr = run_epoch(model, train_loader, optimizer)
        va = run_epoch(model, val_loader)
        logger.info("probe %d train %.3f/%.3f val %.3f/%.3f", epoch, *tr, *va)

    # stage 2: unfreeze and fine-tune everything at a lower learning rate
    model.encoder.requires_grad = True
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.tune_lr)
    best, best_state = 0.0, None
    for epoch in range(args.tune_epochs):
        tr = run_epoch(model, train_loader, optimizer)
        va = run_epoch(model, val_loader)
        logger.info("tune %d train %.3f/%.3f val %.3f/%.3f", epoch, *tr, *va)
        if va[1] >= best:
            best, best_state = va[1], copy.deepcopy(model.state_dict())
    torch.save(best_state, "texture_classifier.pt")


if __name__ == "__main__":
    main()
