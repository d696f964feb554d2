"""Plucked guitar-string decay: predict the next frame of partial amplitudes with a GRU.

Each pluck gives a 6-partial amplitude envelope over 120 frames; higher partials die faster and
beat against each other. Training uses truncated back-propagation through time in 20-frame windows.
"""
from dataclasses import dataclass, field

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

MODELS = {}


def register(name):
    def deco(cls):
        MODELS[name] = cls
        return cls
    return deco


@dataclass
class StringCfg:
    arch: dict = field(default_factory=lambda: {"type": "envelope_gru", "args": {"hidden": 32}})
    n_partials: int = 6
    frames: int = 120
    window: int = 20
    batch: int = 32
    iters: int = 25
    optim: dict = field(default_factory=lambda: {"name": "Adam", "kwargs": {"lr": 1e-2}})
    clip: float = 1.0


@register("envelope_gru")
class EnvelopeGRU(nn.Module):
    def __init__(self, n_partials, *, hidden=32):
        super().__init__()
        self.embed = nn.Sequential(nn.Linear(n_partials, hidden), nn.ReLU(inplace=True))
        self.rnn = nn.GRU(hidden, hidden, batch_first=True)
        self.decay_gate = nn.Linear(hidden, n_partials)
        self.floor = nn.Parameter(torch.full((n_partials,), -7.0))

    def forward(self, amps, state=None):
        feats, state = self.rnn(self.embed(amps), state)
        keep = torch.sigmoid(self.decay_gate(feats))      # per-partial survival factor for one frame
        nxt = keep * amps
        nxt += F.softplus(self.floor)                      # pickup noise floor
        return nxt, state, feats


def plucks(n, cfg, rng):
    t = torch.arange(cfg.frames, dtype=torch.float32)
    k = torch.arange(1, cfg.n_partials + 1, dtype=torch.float32)
    brightness = 0.5 + torch.rand(n, 1, generator=rng)                  # pick position
    damping = 0.01 + 0.02 * torch.rand(n, 1, generator=rng)              # string age
    amp0 = torch.exp(-k[None] / (2 * brightness))
    rate = damping * k[None] ** 1.5
    beat = 1 + 0.1 * torch.cos(0.05 * k[None, :, None] * t[None, None] * (1 + torch.rand(n, 1, 1, generator=rng)))
    env = amp0[:, :, None] * torch.exp(-rate[:, :, None] * t[None, None]) * beat
    return env.transpose(1, 2) + 0.002 * torch.rand(n, cfg.frames, cfg.n_partials, generator=rng)


def train(model, cfg, rng):
    opt = getattr(torch.optim, cfg.optim["name"])(model.parameters(), **cfg.optim["kwargs"])
    feat_grad = []
    for it in range(cfg.iters):
        seq = plucks(cfg.batch, cfg, rng)
        state, window_losses = None, []
        for start in range(0, cfg.frames - 1, cfg.window):
            x = seq[:, start:start + cfg.window]
            y = seq[:, start + 1:start + cfg.window + 1]
            x = x[:, :y.shape[1]]
            pred, state, feats = model(x, state)
            feats.retain_grad()
            loss = F.mse_loss(torch.log(pred), torch.log(y))
            opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), cfg.clip)
            opt.step()
            feat_grad.append(feats.grad.norm().item())
            window_losses.append(loss.item())
            state = state.detach()
        if it % 5 == 0:
            print(f"iter {it:2d}  log-mse {np.mean(window_losses):.4f}  |dL/dfeats| {feat_grad[-1]:.2e}")
    return feat_grad


@torch.no_grad()
def rollout_error(model, cfg, rng, warmup=10):
    model.eval()
    seq = plucks(64, cfg, rng)
    _, state, _ = model(seq[:, :warmup], None)
    cur, errs = seq[:, warmup - 1:warmup], []
    for t in range(warmup, cfg.frames):
        cur, state, _ = model(cur, state)
        errs.append((torch.log(cur) - torch.log(seq[:, t:t + 1])).abs().mean().item())
    return float(np.mean(errs))


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(31)
    cfg = StringCfg()
    model = MODELS[cfg.arch["type"]](cfg.n_partials, **cfg.arch["args"])
    train(model, cfg, rng)
    print(f"free-running rollout |log error| over 110 frames: {rollout_error(model, cfg, rng):.3f}")


if __name__ == "__main__":
    main()
