import torch
from torch.utils.data import DataLoader, TensorDataset

from .engine.trainer import LiftingTrainer
from .models import build_critic, build_lifter

BONES = [(0, 1), (1, 2), (2, 3), (0, 4), (4, 5), (5, 6), (0, 7), (7, 8)]
CFG = {
    "epochs": 2, "batch_size": 32, "print_freq": 4, "adv_weight": 0.05,
    "model": {"num_joints": 9, "hidden": 64, "receptive_field": 9, "dropout": 0.1, "bones": BONES},
    "optim_lifter": {"name": "adamw", "lr": 1e-3, "weight_decay": 1e-4, "warmup_steps": 3},
    "optim_critic": {"name": "adam", "lr": 1e-4},
}


def synthetic_motion(n=160, t=9, joints=9, seed=0):
    """Random skeletons swaying over time, projected orthographically to 2-D."""
    g = torch.Generator().manual_seed(seed)
    rest = torch.randn(joints, 3, generator=g) * 0.3
    phase = torch.rand(n, 1, generator=g) * 6.28
    time = torch.arange(t).float()[None, :] * 0.2 + phase
    sway = torch.stack([torch.sin(time), torch.cos(time) * 0.5, torch.zeros_like(time)], -1)   # n, t, 3
    poses = rest[None, None] + 0.2 * sway[:, :, None, :] * torch.linspace(0, 1, joints)[None, None, :, None]
    poses = poses + 0.01 * torch.randn(n, t, joints, 3, generator=g)
    return TensorDataset(poses[..., :2], poses[:, -1])


def main(cfg=CFG):
    torch.manual_seed(0)
    loader = DataLoader(synthetic_motion(t=cfg["model"]["receptive_field"], joints=cfg["model"]["num_joints"]),
                        batch_size=cfg["batch_size"], shuffle=True, drop_last=True)
    LiftingTrainer(cfg, build_lifter(cfg), build_critic(cfg), loader).train()


if __name__ == "__main__":
    main()
