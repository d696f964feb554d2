"""Carry, total distance and apex height of golf shots from launch-monitor data.

Inputs: ball speed, launch angle, spin rate, spin axis, club speed, attack
angle. Heteroscedastic Gaussian heads; shots from the indoor bay get a lower
weight because the radar loses the ball early there.
"""
import math

import torch
from torch import nn

TARGETS = ("carry_m", "total_m", "apex_m")
SCHEDULE = ("warmup", "fit", "fit", "fit", "validate", "fit", "fit", "validate")


def launch_monitor(n, generator):
    ball = 45 + 30 * torch.rand(n, generator=generator)            # m/s
    launch = math.radians(8) + math.radians(12) * torch.rand(n, generator=generator)
    spin = 1800 + 5000 * torch.rand(n, generator=generator)         # rpm
    axis = torch.randn(n, generator=generator) * 6.0                # deg
    club = ball / (1.35 + 0.1 * torch.rand(n, generator=generator))
    attack = torch.randn(n, generator=generator) * 2.0
    indoor = (torch.rand(n, generator=generator) < 0.25).float()
    lift = 1.0 + 0.00008 * (spin - 2500)
    carry = ball ** 2 * torch.sin(2 * launch) / 9.81 * 0.62 * lift
    carry = carry * torch.cos(torch.deg2rad(axis)) ** 2
    roll = 0.12 * carry * (1.2 - spin / 7000)
    apex = (ball * torch.sin(launch)) ** 2 / (2 * 9.81) * 0.55 * lift
    x = torch.stack([ball, launch, spin / 1000, axis, club, attack], dim=1)
    y = torch.stack([carry, carry + roll, apex], dim=1)
    y = y + (1 + 2 * indoor).unsqueeze(1) * torch.randn(n, 3, generator=generator)
    return x, y, indoor


class FlightModel(nn.Module):
    def __init__(self, n_in=6, width=96):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_in, width), nn.SiLU(),
                                  nn.Linear(width, width), nn.SiLU())
        self.mean = nn.Linear(width, len(TARGETS))
        self.log_var = nn.Linear(width, len(TARGETS))

    def forward(self, x):
        h = self.body(x)
        return self.mean(h), self.log_var(h).clamp(-6, 6).exp()


def run_phase(phase, model, opt, data, stats, criterion, batch_size=128):
    x, y, w = data[phase if phase == "validate" else "train"]
    match phase:
        case "warmup" | "fit":
            lr_scale = 0.2 if phase == "warmup" else 1.0
            for group in opt.param_groups:
                group["lr"] = group["base_lr"] * lr_scale
            model.train()
            for idx in torch.randperm(len(x)).split(batch_size):
                xb = (x[idx] - stats["mu"]) / stats["sd"]
                yb = (y[idx] - stats["y_mu"]) / stats["y_sd"]
                mean, var = model(xb)
                nll = criterion(mean, yb, var).sum(dim=1)
                loss = (w[idx] * nll) / w[idx].sum()
                opt.zero_grad()
                loss.backward()
                opt.step()
            return None
        case "validate":
            model.eval()
            with torch.no_grad():
                mean, _ = model((x - stats["mu"]) / stats["sd"])
                pred = mean * stats["y_sd"] + stats["y_mu"]
            return (pred - y).abs().mean(0)
        case _:
            raise ValueError(f"unknown phase {phase!r}")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(7)
    x, y, indoor = launch_monitor(3000, g)
    xv, yv, indoor_v = launch_monitor(600, g)
    weight = 1.0 - 0.6 * indoor
    data = {"train": (x, y, weight), "validate": (xv, yv, 1.0 - 0.6 * indoor_v)}
    stats = {"mu": x.mean(0), "sd": x.std(0), "y_mu": y.mean(0), "y_sd": y.std(0)}

    model = FlightModel()
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    for group in opt.param_groups:
        group["base_lr"] = group["lr"]
    criterion = nn.GaussianNLLLoss(reduction="none")

    for step, phase in enumerate(SCHEDULE):
        mae = run_phase(phase, model, opt, data, stats, criterion)
        if mae is not None:
            report = ", ".join(f"{k} {v:.2f}" for k, v in zip(TARGETS, mae.tolist()))
            print(f"[{step}] validation mae: {report}")


if __name__ == "__main__":
    main()
