"""Imbalanced tabular classification with a multi-class focal loss."""
import argparse

import torch
import torch.nn as nn


class FocalLoss(nn.Module):
    def __init__(self, gamma=2.0, eps=1e-6, class_weights=None):
        super().__init__()
        self.gamma = gamma
        self.eps = eps
        self.register_buffer("class_weights", class_weights if class_weights is not None else torch.tensor([]))

    def forward(self, logits, target):
        probs = torch.softmax(logits, dim=-1)
        probs.clamp_(min=self.eps, max=1.0 - self.eps)
        p_t = probs.gather(1, target.unsqueeze(1)).squeeze(1)
        loss = -((1.0 - p_t) ** self.gamma) * torch.log(p_t)
        if self.class_weights.numel():
            loss = loss * self.class_weights[target]
        return loss.mean()


class Net(nn.Module):
    def __init__(self, in_dim, n_classes):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(in_dim, 64), nn.ReLU(), nn.Dropout(0.1), nn.Linear(64, n_classes))

    def forward(self, x):
        return self.body(x)


def imbalanced_data(n, in_dim, n_classes, seed=0):
    g = torch.Generator().manual_seed(seed)
    priors = torch.tensor([0.8] + [0.2 / (n_classes - 1)] * (n_classes - 1))
    y = torch.multinomial(priors, n, replacement=True, generator=g)
    centers = torch.randn(n_classes, in_dim, generator=g) * 2
    return centers[y] + torch.randn(n, in_dim, generator=g), y


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--gamma", type=float, default=2.0)
    args = ap.parse_args()
    torch.manual_seed(0)
    x, y = imbalanced_data(512, 10, 4)
    model = Net(10, 4)
    crit = FocalLoss(gamma=args.gamma, class_weights=torch.tensor([0.25, 1.0, 1.0, 1.0]))
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    for epoch in range(args.epochs):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), 64):
            idx = perm[i:i + 64]
            loss = crit(model(x[idx]), y[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
        print(f"epoch {epoch} loss {loss.item():.4f}")


if __name__ == "__main__":
    main()
