"""Musical fountain: predict the jet height 1 s ahead as a distribution over 40 height bins,
from the last 32 control ticks (valve opening, pump pressure, wind gust).

Compiled-style training step with static input buffers, bf16 autocast switch and warm-up.
"""
import math
import time

import torch
from torch import nn
import torch.nn.functional as F

BINS = torch.linspace(0.0, 30.0, 41)
CENTERS = 0.5 * (BINS[1:] + BINS[:-1])
TICKS = 32


class Settings:
    n_train = 4096
    n_valid = 1024
    batch = 256
    steps = 300
    warmup = 8
    lr = 3e-3
    autocast = False
    log_every = 50


def control_logs(n, gen):
    t = torch.arange(TICKS + 4, dtype=torch.float32) * 0.25
    tempo = 0.5 + 1.5 * torch.rand(n, 1, generator=gen)
    valve = (0.5 + 0.45 * torch.sin(2 * math.pi * tempo * t / 4
                                    + 6.28 * torch.rand(n, 1, generator=gen))).clamp(0, 1)
    pressure = 3.0 + 1.0 * torch.rand(n, 1, generator=gen) + 0.1 * torch.randn(n, TICKS + 4, generator=gen)
    wind = 4 * torch.rand(n, 1, generator=gen) * torch.rand(n, TICKS + 4, generator=gen)
    # jet height follows valve*pressure with a 0.75 s hydraulic lag, bent by wind
    drive = valve * pressure
    height = (7.0 * drive[:, TICKS + 1] - 0.6 * wind[:, TICKS + 1]).clamp(0.2, 29.8)
    x = torch.stack([valve[:, :TICKS], (pressure[:, :TICKS] - 3.5) / 0.3, wind[:, :TICKS] / 2], dim=1)
    return x, height


class JetNet(nn.Module):
    def __init__(self, width=48):
        super().__init__()
        self.enc = nn.GRU(3, width, batch_first=True)
        self.out = nn.Sequential(nn.Linear(width, width), nn.GELU(), nn.Linear(width, len(CENTERS)))

    def forward(self, x):
        _, h = self.enc(x.transpose(1, 2))
        return self.out(h[-1])


def binned_nll(logits, height):
    probs = logits.float().softmax(dim=-1)
    probs.clamp_(min=1e-6)                       # keep log() finite for empty bins
    target = torch.bucketize(height, BINS[1:-1])
    return -probs.gather(1, target[:, None]).log().mean(), probs


def main(cfg=Settings):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    torch.backends.mkldnn.enabled = True
    gen = torch.Generator().manual_seed(0)
    x, h = control_logs(cfg.n_train, gen)
    xv, hv = control_logs(cfg.n_valid, gen)
    jet = JetNet()
    opt = torch.optim.AdamW(jet.parameters(), lr=cfg.lr, foreach=True)

    buf_x = torch.empty(cfg.batch, *x.shape[1:])
    buf_h = torch.empty(cfg.batch)

    def train_step():
        opt.zero_grad(set_to_none=True)
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=cfg.autocast):
            logits = jet(buf_x)
        nll, _ = binned_nll(logits, buf_h)
        nll.backward()
        opt.step()
        return nll.detach()

    t0 = None
    for it in range(cfg.warmup + cfg.steps):
        if it == cfg.warmup:
            t0 = time.perf_counter()
        idx = torch.randint(0, cfg.n_train, (cfg.batch,), generator=gen)
        buf_x.copy_(x[idx]); buf_h.copy_(h[idx])
        nll = train_step()
        if it >= cfg.warmup and (it - cfg.warmup) % cfg.log_every == 0:
            done = it - cfg.warmup + 1
            print(f"step {it - cfg.warmup:4d} nll {nll.item():.3f} "
                  f"{done * cfg.batch / (time.perf_counter() - t0):.0f} windows/s")

    jet.eval()
    with torch.no_grad():
        _, probs = binned_nll(jet(xv), hv)
        expected = (probs * CENTERS).sum(-1)
    print(f"valid MAE of expected height: {(expected - hv).abs().mean():.2f} m")


if __name__ == "__main__":
    main()
