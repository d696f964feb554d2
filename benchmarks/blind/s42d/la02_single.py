"""Lighthouse lantern condition monitoring.

Three targets from a week of lantern telemetry: probability that the lamp fails within
30 days, mean rotation-motor current (A) and lens-room temperature (degC). The three
losses are balanced with learned homoscedastic uncertainties (Kendall, Gal & Cipolla).
"""
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class Settings:
    n_train: int = 1200
    n_valid: int = 300
    hidden: int = 48
    epochs: int = 12
    batch: int = 100
    lr: float = 2e-3


def lantern_logs(n, gen):
    burn_hours = torch.rand(n, generator=gen) * 9000.0
    cycles = torch.rand(n, generator=gen) * 400.0
    supply_v = 230.0 + 8.0 * torch.randn(n, generator=gen)
    bearing_age = torch.rand(n, generator=gen) * 15.0            # years
    outside_t = 12.0 + 8.0 * torch.randn(n, generator=gen)
    sun_hours = torch.rand(n, generator=gen) * 14.0
    salt = torch.rand(n, generator=gen)                          # salt deposit index
    feats = torch.stack([burn_hours / 9000, cycles / 400, (supply_v - 230) / 8,
                         bearing_age / 15, (outside_t - 12) / 8, sun_hours / 14, salt], 1)

    hazard = -4.0 + 3.5 * (burn_hours / 9000) ** 2 + 0.006 * cycles + 0.08 * (supply_v - 230).abs()
    fails = (torch.rand(n, generator=gen) < torch.sigmoid(hazard)).float()
    current = 0.8 + 0.04 * bearing_age ** 1.3 + 0.3 * salt + 0.05 * torch.randn(n, generator=gen)
    lens_t = outside_t + 1.1 * sun_hours + 6.0 * (1 - salt) + 1.5 * torch.randn(n, generator=gen)
    return feats, {"fail": fails, "current": current, "lens_t": lens_t}


class LanternNet(nn.Module):
    def __init__(self, n_in, hidden):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_in, hidden), nn.SiLU(),
                                  nn.Linear(hidden, hidden), nn.SiLU())
        self.fail = nn.Linear(hidden, 1)
        self.current = nn.Linear(hidden, 1)
        self.lens_t = nn.Linear(hidden, 1)

    def forward(self, x):
        h = self.body(x)
        return {"fail": self.fail(h).squeeze(-1),
                "current": self.current(h).squeeze(-1),
                "lens_t": self.lens_t(h).squeeze(-1)}


class UncertaintyWeighting(nn.Module):
    """L = sum_i  c_i * exp(-s_i) * L_i + s_i / 2,  s_i = log sigma_i^2."""

    def __init__(self, kinds):
        super().__init__()
        self.names = list(kinds)
        self.log_vars = nn.Parameter(torch.zeros(len(kinds)))
        self.register_buffer("c", torch.tensor([1.0 if kinds[k] == "cls" else 0.5 for k in self.names]))

    def forward(self, task_losses):
        raw = torch.stack([task_losses[k] for k in self.names])
        return self.c * torch.exp(-self.log_vars) * raw + 0.5 * self.log_vars

    def sigmas(self):
        return dict(zip(self.names, torch.exp(0.5 * self.log_vars.detach()).tolist()))


TASKS = {"fail": "cls", "current": "reg", "lens_t": "reg"}


def task_losses(pred, target, scale):
    return {
        "fail": F.binary_cross_entropy_with_logits(pred["fail"], target["fail"]),
        "current": F.mse_loss(pred["current"], (target["current"] - scale["current"][0]) / scale["current"][1]),
        "lens_t": F.mse_loss(pred["lens_t"], (target["lens_t"] - scale["lens_t"][0]) / scale["lens_t"][1]),
    }


def main(cfg=Settings()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(7)
    xtr, ytr = lantern_logs(cfg.n_train, gen)
    xva, yva = lantern_logs(cfg.n_valid, gen)
    scale = {k: (ytr[k].mean().item(), ytr[k].std().item()) for k in ("current", "lens_t")}

    net = LanternNet(xtr.shape[1], cfg.hidden)
    weigher = UncertaintyWeighting(TASKS)
    adam = torch.optim.Adam([{"params": net.parameters()},
                             {"params": weigher.parameters(), "lr": cfg.lr * 5}], lr=cfg.lr)

    for epoch in range(cfg.epochs):
        net.train()
        perm = torch.randperm(cfg.n_train, generator=gen)
        for i in range(0, cfg.n_train, cfg.batch):
            idx = perm[i:i + cfg.batch]
            parts = task_losses(net(xtr[idx]), {k: v[idx] for k, v in ytr.items()}, scale)
            objective = weigher(parts)
            adam.zero_grad()
            objective.backward()
            adam.step()

        net.eval()
        with torch.no_grad():
            pv = net(xva)
            acc = ((pv["fail"] > 0).float() == yva["fail"]).float().mean().item()
            cur_mae = (pv["current"] * scale["current"][1] + scale["current"][0] - yva["current"]).abs().mean()
            lens_mae = (pv["lens_t"] * scale["lens_t"][1] + scale["lens_t"][0] - yva["lens_t"]).abs().mean()
        sig = ", ".join(f"{k}={v:.2f}" for k, v in weigher.sigmas().items())
        print(f"epoch {epoch:2d}  fail acc {acc:.3f}  current MAE {cur_mae:.3f} A  "
              f"lens MAE {lens_mae:.2f} C  sigma: {sig}")


if __name__ == "__main__":
    main()
