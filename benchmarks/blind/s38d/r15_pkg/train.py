import torch
from torch.utils.data import DataLoader, TensorDataset

from .engine.trainer import Trainer
from .hooks import LossEMAHook
from .models import build_model

CFG = {
    "epochs": 2, "batch_size": 16, "print_freq": 8, "bptt": 10, "clip_grad": 5.0,
    "model": {"num_skills": 8, "hidden": 32, "num_layers": 2},
    "optim": {"name": "adam", "lr": 5e-3},
}


def simulated_students(n=64, length=30, skills=8, seed=0):
    """Students with latent per-skill mastery that grows with practice (BKT-like simulator)."""
    g = torch.Generator().manual_seed(seed)
    s = torch.randint(0, skills, (n, length), generator=g)
    c = torch.zeros(n, length, dtype=torch.long)
    mastery = torch.rand(n, skills, generator=g) * 0.5
    for t in range(length):
        p = 0.2 + 0.7 * mastery.gather(1, s[:, t:t + 1]).squeeze(1)
        c[:, t] = (torch.rand(n, generator=g) < p).long()
        mastery.scatter_add_(1, s[:, t:t + 1], 0.1 * torch.ones(n, 1))
        mastery.clamp_(max=1.0)
    return TensorDataset(s, c)


def main(cfg=CFG):
    torch.manual_seed(0)
    k = cfg["model"]["num_skills"]
    train_loader = DataLoader(simulated_students(skills=k), batch_size=cfg["batch_size"], shuffle=True)
    val_loader = DataLoader(simulated_students(n=32, skills=k, seed=1), batch_size=32)
    Trainer(cfg, build_model(cfg), train_loader, val_loader, hooks=[LossEMAHook()]).fit()


if __name__ == "__main__":
    main()
