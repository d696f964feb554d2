"""Recurrent channel equaliser for a QPSK modem link.

Symbols go through a multipath channel with inter-symbol interference and noise; a
GRU reads the received samples and estimates the transmitted symbol at every step.
Every few hundred steps the trainer logs how strongly the loss depends on the GRU
state at each position of the block ("gradient through time"), to choose the
training block length.
"""
import math
from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass
class LinkConfig:
    block: int = 64
    batch: int = 32
    steps: int = 150
    hidden: int = 32
    snr_db: float = 14.0
    lr: float = 3e-3
    diag_every: int = 50
    taps: tuple = (0.85, 0.45, -0.25, 0.12)


def qpsk(n, block, g):
    bits = torch.randint(0, 2, (n, block, 2), generator=g)
    return (2.0 * bits - 1.0) / math.sqrt(2)          # (n, block, 2) = I/Q


def channel(sym, taps, snr_db, g):
    n, T, _ = sym.shape
    out = torch.zeros_like(sym)
    for k, a in enumerate(taps):
        out[:, k:] += a * sym[:, :T - k]
    noise_std = math.sqrt(0.5 * 10 ** (-snr_db / 10))
    return out + noise_std * torch.randn(out.shape, generator=g)


class GRUEqualiser(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.gru = nn.GRU(2, hidden, num_layers=1, batch_first=True)
        self.out = nn.Linear(hidden, 2)

    def forward(self, rx):
        states, _ = self.gru(rx)
        return self.out(states), states


def symbol_error_rate(est, sym):
    return (torch.sign(est) != torch.sign(sym)).any(-1).float().mean().item()


def gradient_profile(states):
    """Mean |dL/dh_t| for t = 0..T-1, in 8 bins along the block."""
    per_step = states.grad.norm(dim=-1).mean(0)
    return [f"{v:.2e}" for v in per_step.view(8, -1).mean(1).tolist()]


def main(cfg=LinkConfig()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(0)
    eq = GRUEqualiser(cfg.hidden)
    opt = torch.optim.Adam(eq.parameters(), lr=cfg.lr)
    mse = nn.MSELoss()

    for step in range(1, cfg.steps + 1):
        sym = qpsk(cfg.batch, cfg.block, g)
        rx = channel(sym, cfg.taps, cfg.snr_db, g)
        est, states = eq(rx)
        loss = mse(est, sym)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % cfg.diag_every == 0:
            print(f"step {step:4d}  mse {loss.item():.4f}  SER {symbol_error_rate(est.detach(), sym):.4f}")
            print("   dL/dh along the block:", gradient_profile(states))

    with torch.no_grad():
        sym = qpsk(256, cfg.block, g)
        rx = channel(sym, cfg.taps, cfg.snr_db, g)
        est, _ = eq(rx)
        print(f"test SER equalised {symbol_error_rate(est, sym):.4f}  raw {symbol_error_rate(rx, sym):.4f}")


if __name__ == "__main__":
    main()
