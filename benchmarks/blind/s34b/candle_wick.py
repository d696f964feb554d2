"""Wick selection for container candles: burn rate, flame height and soot from test burns."""
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

WAXES = ("soy", "paraffin", "coconut_soy", "beeswax", "rapeseed", "parasoy")
SERIES = ("CD", "ECO", "HTP", "LX")
TARGETS = ("burn_g_per_h", "flame_mm", "soot_index")


@dataclass
class Config:
    n_burns: int = 2400
    hidden: int = 64
    epochs: int = 30
    batch_size: int = 64
    lr: float = 3e-3
    model: str = "wick_mlp"


def test_burns(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    wax = torch.randint(0, len(WAXES), (n,), generator=g)
    series = torch.randint(0, len(SERIES), (n,), generator=g)
    size = torch.randint(0, 8, (n,), generator=g).float()
    diameter = 6.0 + 6.0 * torch.rand(n, generator=g)              # cm
    fragrance = 0.12 * torch.rand(n, generator=g)                  # load fraction
    wax_melt = torch.tensor([1.0, 1.25, 0.9, 0.75, 0.95, 1.1])[wax]
    series_gain = torch.tensor([1.0, 0.9, 1.15, 1.05])[series]
    wick = series_gain * (0.6 + 0.12 * size)
    burn = 3.0 + 4.5 * wick * wax_melt + 0.15 * (diameter - 9.0) - 8.0 * fragrance
    flame = 22.0 + 18.0 * wick * wax_melt - 30.0 * fragrance + 0.6 * torch.randn(n, generator=g)
    soot = torch.relu(flame - 38.0) * 0.3 + 12.0 * fragrance * wax_melt
    y = torch.stack([burn + 0.15 * torch.randn(n, generator=g), flame,
                     soot + 0.1 * torch.randn(n, generator=g)], dim=1)
    x = torch.cat([F.one_hot(series, len(SERIES)).float(),
                   torch.stack([size / 7.0, (diameter - 9.0) / 3.0, fragrance / 0.06 - 1.0], 1)],
                  dim=1)
    return x, wax, y


MODELS = {}


def register(name):
    def deco(cls):
        MODELS[name] = cls
        return cls
    return deco


class WaxOffsets(nn.Module):
    """Additive correction per wax blend, shared by every wick series."""

    def __init__(self, n_waxes, n_targets):
        super().__init__()
        self.table = nn.Parameter(torch.Tensor(n_waxes, n_targets))

    def forward(self, wax):
        return self.table[wax]


@register("wick_mlp")
class WickModel(nn.Module):
    def __init__(self, d_in, n_waxes, n_targets, hidden):
        super().__init__()
        self.wax_embed = nn.Embedding(n_waxes, 8)
        self.body = nn.Sequential(
            nn.Linear(d_in + 8, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
            nn.Linear(hidden, n_targets),
        )
        self.offsets = WaxOffsets(n_waxes, n_targets)

    def forward(self, x, wax):
        h = torch.cat([x, self.wax_embed(wax)], dim=1)
        return self.body(h) + self.offsets(wax)


def fit(model, train, val, cfg, stats):
    x, wax, y = train
    mean, std = stats
    opt = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=cfg.epochs)
    g = torch.Generator().manual_seed(1)
    for epoch in range(cfg.epochs):
        perm = torch.randperm(len(x), generator=g)
        for i in range(0, len(x), cfg.batch_size):
            idx = perm[i:i + cfg.batch_size]
            loss = F.mse_loss(model(x[idx], wax[idx]), (y[idx] - mean) / std)
            opt.zero_grad()
            loss.backward()
            opt.step()
        sched.step()
        if (epoch + 1) % 10 == 0:
            print(f"epoch {epoch + 1:2d}  val mae " + report(model, val, stats))


@torch.no_grad()
def report(model, data, stats):
    x, wax, y = data
    mean, std = stats
    err = (model(x, wax) * std + mean - y).abs().mean(0)
    return "  ".join(f"{name} {e:.2f}" for name, e in zip(TARGETS, err.tolist()))


def main(cfg=Config()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, wax, y = test_burns(cfg.n_burns)
    k = int(0.8 * len(x))
    train, val = (x[:k], wax[:k], y[:k]), (x[k:], wax[k:], y[k:])
    stats = (y[:k].mean(0), y[:k].std(0))

    model = MODELS[cfg.model](x.size(1), len(WAXES), len(TARGETS), cfg.hidden)
    print("untrained val mae " + report(model, val, stats))
    fit(model, train, val, cfg, stats)
    with torch.no_grad():
        print("learned wax offsets (std units):")
        for name, row in zip(WAXES, model.offsets.table.tolist()):
            print(f"  {name:12s} " + " ".join(f"{v:+.3g}" for v in row))


if __name__ == "__main__":
    main()
