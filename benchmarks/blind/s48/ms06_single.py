"""Sourdough starter rise curves: predict jar height (cm above the rubber band) over a feeding cycle.

Features: hydration, whole-grain fraction, kitchen temperature and hours since feeding.
Small-batch gradient accumulation because the 'real' jar logs come in batches of eight.
"""
from dataclasses import dataclass, field

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

OPTIMIZERS = {
    "adamw": lambda params, cfg: torch.optim.AdamW(params, lr=cfg.lr, weight_decay=cfg.weight_decay),
    "sgd": lambda params, cfg: torch.optim.SGD(params, lr=cfg.lr, momentum=0.9),
}


@dataclass
class RiseCfg:
    optimizer: str = "adamw"
    lr: float = 3e-3
    weight_decay: float = 1e-4
    micro_batch: int = 8
    accum_steps: int = 4
    epochs: int = 8
    layers: list = field(default_factory=lambda: [4, 48, 48, 1])


class AverageMeter:
    def __init__(self):
        self.sum, self.count = 0.0, 0

    def update(self, val, n=1):
        self.sum += val * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)


class RiseNet(nn.Module):
    def __init__(self, layers):
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(a, b) for a, b in zip(layers[:-1], layers[1:]))

    def forward(self, x):
        for layer in self.layers[:-1]:
            x = F.silu(layer(x))
        return self.layers[-1](x).squeeze(-1)


def starter_logs(n, rng):
    hydration = 0.8 + 0.4 * torch.rand(n, generator=rng)
    whole = torch.rand(n, generator=rng)
    temp = 19.0 + 8.0 * torch.rand(n, generator=rng)
    hours = 12.0 * torch.rand(n, generator=rng)
    rate = 0.25 * torch.exp(0.07 * (temp - 22.0)) * (1 + 0.5 * whole)
    peak = 6.0 * hydration
    height = peak * torch.sigmoid(rate * 2.5 * (hours - 4.0 / rate.clamp_min(0.05) * 0.5)) \
        - 0.15 * torch.relu(hours - 8.0) * hydration
    x = torch.stack([hydration - 1.0, whole - 0.5, (temp - 23.0) / 4.0, hours / 6.0 - 1.0], dim=1)
    return x, height + 0.1 * torch.randn(n, generator=rng)


def train(model, cfg, x, y, rng):
    opt = OPTIMIZERS[cfg.optimizer](model.parameters(), cfg)
    history = []
    for epoch in range(cfg.epochs):
        meter = AverageMeter()
        order = torch.randperm(x.shape[0], generator=rng)
        chunks = order.split(cfg.micro_batch)
        for i, idx in enumerate(chunks):
            loss = F.mse_loss(model(x[idx]), y[idx])
            (loss / cfg.accum_steps).backward()
            meter.update(loss.detach(), idx.numel())
            history.append(loss.item())
            if (i + 1) % cfg.accum_steps == 0 or i + 1 == len(chunks):
                opt.step()
                opt.zero_grad(set_to_none=True)
        print(f"epoch {epoch}  train mse {meter.avg:.4f}")
    return history


def validate(model, x, y):
    model.eval()
    with torch.inference_mode():
        pred = model(x)
    resid = (pred - y).detach().cpu().numpy()
    return float(np.sqrt(np.mean(resid ** 2))), float(np.percentile(np.abs(resid), 90))


def input_sensitivity(model, x):
    """Mean |d height / d feature| over a probe batch."""
    probe = x.clone().requires_grad_(True)
    out = model(probe)
    out.backward(torch.ones_like(out))
    sens = probe.grad.abs().mean(dim=0)
    model.zero_grad(set_to_none=True)
    return sens.numpy()


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(21)
    cfg = RiseCfg()
    x_tr, y_tr = starter_logs(1024, rng)
    x_va, y_va = starter_logs(256, rng)

    model = RiseNet(cfg.layers)
    history = train(model, cfg, x_tr, y_tr, rng)
    rmse, p90 = validate(model, x_va, y_va)
    print(f"val rmse {rmse:.3f} cm  p90 |err| {p90:.3f} cm  (last micro-batch mse {history[-1]:.4f})")
    names = ["hydration", "whole-grain", "temperature", "hours"]
    sens = input_sensitivity(model, x_va[:128])
    print("sensitivity " + "  ".join(f"{n} {s:.2f}" for n, s in zip(names, sens)))


if __name__ == "__main__":
    main()
