"""Accordion reed response: from bellows pressure and bellows velocity sampled at 200 Hz,
predict the pitch deviation of the reed (cents) and its loudness (dB), sequence to sequence.

Truncated BPTT over 64-step chunks of 512-step recordings, activation checkpointing of the
per-chunk readout, static chunk buffers, optional autocast; benchmark-style timing.
"""
import math
import time

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

SEQ, CHUNK, BATCH = 512, 64, 32


def bellows_takes(n, gen):
    t = torch.arange(SEQ, dtype=torch.float32) / 200.0
    stroke = 0.6 + 0.8 * torch.rand(n, 1, generator=gen)              # s per push/pull
    p_max = 200 + 1300 * torch.rand(n, 1, generator=gen)              # Pa
    phase = 2 * math.pi * torch.rand(n, 1, generator=gen)
    pressure = p_max * torch.sin(math.pi * t / stroke + phase).abs() ** 0.7
    pressure = (pressure + 20 * torch.randn(n, SEQ, generator=gen)).clamp(min=0.0)
    velocity = torch.diff(pressure, dim=1, prepend=pressure[:, :1]) * 200 / 1e4
    # reed: pitch drops with pressure (cents), loudness follows a lagged log-pressure
    lag = torch.zeros(n, SEQ)
    acc = torch.zeros(n)
    for k in range(SEQ):
        acc = 0.92 * acc + 0.08 * pressure[:, k]
        lag[:, k] = acc
    cents = -4.0 * (lag / 1000) ** 1.5 - 0.6 * velocity
    loud = 20 * torch.log10(1 + lag / 20) + 40
    x = torch.stack([pressure / 1000, velocity], dim=-1)
    y = torch.stack([cents / 3, (loud - 65) / 10], dim=-1)
    return x, y


class ReedModel(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.inp = nn.Sequential(nn.Linear(2, width), nn.ReLU(inplace=True))
        self.rnn = nn.LSTM(width, width, batch_first=True)
        self.readout = nn.Sequential(nn.Linear(width, width), nn.ReLU(inplace=True),
                                     nn.Linear(width, 2))

    def forward(self, chunk, state=None):
        h, state = self.rnn(self.inp(chunk), state)
        if self.training:
            out = checkpoint(self.readout, h, use_reentrant=False)
        else:
            out = self.readout(h)
        return out, state


def carry(state):
    """Keep the values of the recurrent state, cut its history at the chunk boundary."""
    return tuple(s.detach() for s in state)


def train_epoch(model, opt, x, y, gen, amp=False):
    model.train()
    order = torch.randperm(x.shape[0], generator=gen)
    buf_x = torch.empty(BATCH, CHUNK, 2)
    buf_y = torch.empty(BATCH, CHUNK, 2)
    total, chunks = 0.0, 0
    for b in range(0, x.shape[0] - BATCH + 1, BATCH):
        idx = order[b:b + BATCH]
        state = None
        for c in range(0, SEQ, CHUNK):
            buf_x.copy_(x[idx, c:c + CHUNK])
            buf_y.copy_(y[idx, c:c + CHUNK])
            opt.zero_grad(set_to_none=True)
            with torch.autocast("cpu", dtype=torch.bfloat16, enabled=amp):
                pred, state = model(buf_x, state)
            err = pred.float() - buf_y
            pitch_loss = err[..., 0].pow(2).mean()
            loud_loss = err[..., 1].pow(2).mean()
            pitch_loss.backward(retain_graph=True)
            (0.5 * loud_loss).backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0, foreach=True)
            opt.step()
            state = carry(state)
            total += (pitch_loss + 0.5 * loud_loss).item()
            chunks += 1
    return total / chunks


@torch.no_grad()
def evaluate(model, x, y):
    model.eval()
    pred, _ = model(x)
    err = (pred - y).abs().mean((0, 1))
    return err[0].item() * 3, err[1].item() * 10


def main(epochs=3):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    torch.backends.mkldnn.enabled = True
    gen = torch.Generator().manual_seed(0)
    x, y = bellows_takes(256, gen)
    xv, yv = bellows_takes(64, gen)
    model = ReedModel()
    opt = torch.optim.Adam(model.parameters(), lr=3e-3, foreach=True)
    c, l = evaluate(model, xv, yv)
    print(f"untrained: pitch MAE {c:.2f} cents, loudness MAE {l:.2f} dB")
    for ep in range(epochs):
        t0 = time.perf_counter()
        loss = train_epoch(model, opt, x, y, gen)
        dt = time.perf_counter() - t0
        c, l = evaluate(model, xv, yv)
        print(f"epoch {ep}: loss {loss:.4f}  pitch MAE {c:.2f} cents  loudness MAE {l:.2f} dB  "
              f"{x.shape[0] * SEQ / dt:.0f} samples/s")


if __name__ == "__main__":
    main()
