from types import SimpleNamespace

import torch

from .flows import build_model
from .trainer import FlowTrainer


def two_moons(n):
    t = torch.rand(n) * torch.pi
    upper = torch.rand(n) < 0.5
    x = torch.where(upper, torch.cos(t), 1 - torch.cos(t))
    y = torch.where(upper, torch.sin(t), 0.5 - torch.sin(t))
    return torch.stack([x, y], -1) * 3 + 0.1 * torch.randn(n, 2)


def main():
    torch.manual_seed(0)
    cfg = SimpleNamespace(dim=2, hidden=32, n_blocks=4, optimizer="Adam", lr=1e-3,
                          steps=30, batch_size=128, clip=5.0, log_every=10)
    model = build_model(cfg)
    FlowTrainer(model, cfg).train(two_moons)


if __name__ == "__main__":
    main()
