import torch
from torch.utils.data import DataLoader, TensorDataset

from .engine.trainer import Trainer
from .hooks import EMAHook
from .models import build_model

CFG = {
    "device": "cpu",
    "amp": True,
    "epochs": 2,
    "batch_size": 16,
    "print_freq": 5,
    "clip_grad": 10.0,
    "sim_weight": 0.1,
    "model": {"num_lanes": 2, "num_rows": 8, "num_cols": 12, "width": 8},
    "optim": {"name": "sgd", "lr": 0.02, "momentum": 0.9, "weight_decay": 1e-4, "warmup_steps": 4},
}


def synthetic_lanes(n=128, h=64, w=96, num_rows=8, num_cols=12, seed=0):
    """Dark road with two straight bright lanes; label = column bin of each lane at each row anchor."""
    g = torch.Generator().manual_seed(seed)
    images = torch.rand(n, 3, h, w, generator=g) * 0.1
    labels = torch.full((n, num_rows, 2), num_cols, dtype=torch.long)
    rows = torch.linspace(h * 0.4, h - 1, num_rows).long()
    for i in range(n):
        for lane, base in enumerate((0.3, 0.7)):
            x0 = base * w + float(torch.randn(1, generator=g)) * 4
            slope = (-0.5 if lane == 0 else 0.5) + float(torch.randn(1, generator=g)) * 0.1
            for r_idx, r in enumerate(rows.tolist()):
                x = int(x0 + slope * (r - h * 0.4))
                if 0 <= x < w:
                    images[i, :, r - 1:r + 2, max(x - 1, 0):x + 2] = 1.0
                    labels[i, r_idx, lane] = min(x * num_cols // w, num_cols - 1)
    return TensorDataset(images, labels)


def main(cfg=CFG):
    torch.manual_seed(0)
    loader = DataLoader(synthetic_lanes(num_rows=cfg["model"]["num_rows"],
                                        num_cols=cfg["model"]["num_cols"]),
                        batch_size=cfg["batch_size"], shuffle=True)
    model = build_model(cfg)
    trainer = Trainer(cfg, model, loader, hooks=[EMAHook(0.99)])
    history = trainer.train()
    print("final", {k: round(v, 4) for k, v in history[-1].items()})


if __name__ == "__main__":
    main()
