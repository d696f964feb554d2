"""Candle-flame flicker under a draft: a grey-box model of photodiode brightness.

brightness(t) = 1 + sum_k a_k(draft) * exp(-d_k t) * sin(2 pi f_k t + phi_k)
The amplitudes a_k come from a small network of the draft speed; the modal frequencies f_k and
damping rates d_k are free physical parameters fitted jointly with the network.
"""
import math
from dataclasses import dataclass, field

import numpy as np
import torch
from torch import nn

PHYSICS_INIT = {}


def physics_init(name):
    def deco(fn):
        PHYSICS_INIT[name] = fn
        return fn
    return deco


@physics_init("flicker_modes")
def flicker_modes(n_modes, *, base_hz=10.0, spread_hz=1.5):
    """Return the trainable modal parameters: log frequency, log damping and phase."""
    hz = base_hz + spread_hz * torch.linspace(-1.0, 1.0, n_modes)
    log_freq = torch.log(hz).requires_grad_()
    log_damp = torch.randn(n_modes, requires_grad=True) * 0.1 - 1.0
    phase = torch.zeros(n_modes, requires_grad=True)
    return {"log_freq": log_freq, "log_damp": log_damp, "phase": phase}


@dataclass
class FlickerCfg:
    n_modes: int = 3
    hidden: int = 24
    physics: dict = field(default_factory=lambda: {"type": "flicker_modes", "kwargs": {"base_hz": 10.0}})
    optim: str = "Adam"
    lr_net: float = 3e-3
    lr_phys: float = 2e-2
    steps: int = 300
    batch: int = 32
    n_samples: int = 64


class AmplitudeNet(nn.Module):
    def __init__(self, n_modes, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(1, hidden), nn.Tanh(), nn.Linear(hidden, n_modes))

    def forward(self, draft):
        return self.net(draft[:, None])


def render(amps, phys, t):
    freq = torch.exp(phys["log_freq"])
    damp = torch.exp(phys["log_damp"])
    wave = torch.exp(-damp[:, None] * t[None]) * torch.sin(2 * math.pi * freq[:, None] * t[None] + phys["phase"][:, None])
    return 1.0 + amps @ wave


def flicker_traces(batch, t, rng):
    draft = torch.rand(batch, generator=rng)                              # m/s
    true_hz = torch.tensor([9.1, 10.4, 12.2])
    true_damp = torch.tensor([0.3, 0.6, 1.1])
    amps = torch.stack([0.2 * draft, 0.1 * draft ** 2, 0.05 + 0.0 * draft], dim=1)
    wave = torch.exp(-true_damp[:, None] * t[None]) * torch.sin(2 * math.pi * true_hz[:, None] * t[None])
    return draft, 1.0 + amps @ wave + 0.01 * torch.randn(batch, t.numel(), generator=rng)


def fit(cfg, rng):
    t = torch.linspace(0.0, 1.0, cfg.n_samples)
    net = AmplitudeNet(cfg.n_modes, cfg.hidden)
    phys = PHYSICS_INIT[cfg.physics["type"]](cfg.n_modes, **cfg.physics["kwargs"])
    groups = [
        {"params": net.parameters(), "lr": cfg.lr_net},
        {"params": list(phys.values()), "lr": cfg.lr_phys},
    ]
    opt = getattr(torch.optim, cfg.optim)(groups)
    for step in range(cfg.steps):
        draft, target = flicker_traces(cfg.batch, t, rng)
        loss = (render(net(draft), phys, t) - target).pow(2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 100 == 0:
            print(f"step {step:3d}  mse {loss.item():.5f}")
    return net, phys


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(17)
    net, phys = fit(FlickerCfg(), rng)
    with torch.no_grad():
        hz = torch.exp(phys["log_freq"]).numpy()
        damp = torch.exp(phys["log_damp"]).numpy()
    print("fitted modal frequencies (Hz):", np.round(np.sort(hz), 2), " damping (1/s):", np.round(damp, 2))


if __name__ == "__main__":
    main()
