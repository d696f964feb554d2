from dataclasses import dataclass, field

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

from .momentum import MomentumTeacher
from .pretrain import Pretrainer, eval_step
from .registry import ENCODERS, OBJECTIVES, build_from_cfg


@dataclass
class DropletCfg:
    encoder: dict = field(default_factory=lambda: {"type": "trail_conv", "args": {"feat_dim": 32, "proj_dim": 16}})
    objective: dict = field(default_factory=lambda: {"type": "cosine_distill", "args": {"dim": 16}})
    pretrain_optim: dict = field(default_factory=lambda: {"name": "AdamW", "kwargs": {"lr": 2e-3, "weight_decay": 1e-4}})
    probe_optim: dict = field(default_factory=lambda: {"name": "Adam", "kwargs": {"lr": 1e-2}})
    momentum: float = 0.98
    pretrain_iters: int = 150
    probe_iters: int = 200
    batch: int = 64


def droplet_trails(n, rng, length=32):
    """Vertical speed of a drop sliding down glass: stick-slip bursts whose rate grows with drop size."""
    size = torch.randint(0, 3, (n,), generator=rng)
    v_slide = torch.tensor([0.3, 0.7, 1.2])[size] * (0.8 + 0.4 * torch.rand(n, generator=rng))
    p_stick = torch.tensor([0.5, 0.25, 0.08])[size]
    stuck = torch.rand(n, length, generator=rng) < p_stick[:, None]
    speed = torch.where(stuck, 0.0, v_slide[:, None]) * (1 + 0.2 * torch.randn(n, length, generator=rng))
    return speed, size


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(27)
    cfg = DropletCfg()

    model = build_from_cfg(cfg.encoder, ENCODERS)
    objective = build_from_cfg(cfg.objective, OBJECTIVES)
    params = list(model.parameters()) + list(objective.parameters())
    optimizer = getattr(torch.optim, cfg.pretrain_optim["name"])(params, **cfg.pretrain_optim["kwargs"])
    runner = Pretrainer(model, MomentumTeacher(model, momentum=cfg.momentum), objective, optimizer)
    for it in range(cfg.pretrain_iters):
        model.train()
        runner.train_step(droplet_trails(cfg.batch, rng)[0], rng)
    print(f"pre-training loss: first 10 {np.mean(runner.losses[:10]):.3f}  last 10 {np.mean(runner.losses[-10:]):.3f}")

    # linear probe on the frozen backbone: drop the projector, train a fresh head only
    model.projector = nn.Identity()
    model.requires_grad_(False)
    head = nn.Linear(model.feat_dim, 3)
    probe_opt = getattr(torch.optim, cfg.probe_optim["name"])(head.parameters(), **cfg.probe_optim["kwargs"])
    x_tr, y_tr = droplet_trails(1024, rng)
    x_va, y_va = droplet_trails(512, rng)
    model.eval()
    with torch.no_grad():
        feats = model(x_tr)
    for it in range(cfg.probe_iters):
        loss = F.cross_entropy(head(feats), y_tr)
        probe_opt.zero_grad()
        loss.backward()
        probe_opt.step()
    nll, acc = eval_step(model, head, x_va, y_va)
    print(f"linear probe on droplet size: val nll {nll:.3f}  val acc {acc:.3f}")


if __name__ == "__main__":
    main()
