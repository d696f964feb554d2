import argparse

import torch
from torch.utils.data import DataLoader, TensorDataset

from .engine.trainer import Trainer
from .hooks import LRLogHook, TemporalSmoothnessHook
from .models import build_model


def get_cfg(argv=None):
    p = argparse.ArgumentParser("sign recognition")
    p.add_argument("--epochs", type=int, default=2)
    p.add_argument("--smooth-weight", type=float, default=0.05)
    a = p.parse_args(argv)
    return {
        "device": "cpu", "amp": True, "epochs": a.epochs, "batch_size": 16, "print_freq": 4,
        "smooth_weight": a.smooth_weight,
        "model": {"num_joints": 21, "hidden": 32, "num_classes": 6, "dropout": 0.1},
        "optim": {"name": "adamw", "lr": 2e-3, "weight_decay": 0.01, "warmup_steps": 3},
    }


def synthetic_signs(n=96, t=24, joints=21, classes=6, seed=0):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, classes, (n,), generator=g)
    base = torch.randn(joints, 2, generator=g)
    time = torch.linspace(0, 1, t)
    kpts = torch.empty(n, t, joints, 2)
    for i in range(n):
        c = int(labels[i])
        motion = torch.stack([torch.sin(2 * torch.pi * (c + 1) * time / 3),
                              torch.cos(2 * torch.pi * time * (1 + c % 2))], dim=-1)
        kpts[i] = base + 0.5 * motion[:, None, :] + 0.05 * torch.randn(t, joints, 2, generator=g)
    return TensorDataset(kpts, labels)


def main(argv=None):
    cfg = get_cfg(argv)
    torch.manual_seed(0)
    loader = DataLoader(synthetic_signs(), batch_size=cfg["batch_size"], shuffle=True)
    model = build_model(cfg)
    trainer = Trainer(cfg, model, loader,
                      hooks=[TemporalSmoothnessHook(cfg["smooth_weight"]), LRLogHook()])
    history = trainer.train()
    print("final", history[-1])


if __name__ == "__main__":
    main()
