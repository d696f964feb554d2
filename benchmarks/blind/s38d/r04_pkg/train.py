import torch
from torch.utils.data import DataLoader, TensorDataset

from .engine.trainer import Trainer
from .hooks import BestCheckpointHook
from .models import build_model

CFG = {
    "epochs": 2, "batch_size": 32, "print_freq": 10, "clip_grad": 1.0, "lookback": 28,
    "model": {"num_vars": 4, "hidden": 24, "horizon": 7, "quantiles": [0.1, 0.5, 0.9], "dropout": 0.1},
    "optim": {"name": "adam", "lr": 3e-3, "weight_decay": 0.0, "warmup_steps": 5},
    "output_dir": "",
}


def synthetic_demand(n_series=5, length=140, lookback=28, horizon=7, seed=0):
    """Daily store demand with weekly seasonality, price and promotion covariates."""
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length, dtype=torch.float32)
    xs, ys = [], []
    for _ in range(n_series):
        price = 1 + 0.2 * torch.rand(length, generator=g)
        promo = (torch.rand(length, generator=g) < 0.1).float()
        dow = torch.sin(2 * torch.pi * t / 7)
        demand = 2 + dow + 1.5 * promo - (price - 1) * 2 + 0.2 * torch.randn(length, generator=g)
        feats = torch.stack([demand, price, promo, dow], -1)
        for s in range(0, length - lookback - horizon, 4):
            xs.append(feats[s:s + lookback])
            ys.append(demand[s + lookback:s + lookback + horizon])
    return TensorDataset(torch.stack(xs), torch.stack(ys))


def main(cfg=CFG):
    torch.manual_seed(0)
    ds = synthetic_demand(lookback=cfg["lookback"], horizon=cfg["model"]["horizon"])
    n_val = len(ds) // 5
    train_ds, val_ds = torch.utils.data.random_split(ds, [len(ds) - n_val, n_val])
    train_loader = DataLoader(train_ds, batch_size=cfg["batch_size"], shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=64)
    model = build_model(cfg)
    Trainer(cfg, model, train_loader, val_loader, [BestCheckpointHook(cfg["output_dir"])]).fit()


if __name__ == "__main__":
    main()
