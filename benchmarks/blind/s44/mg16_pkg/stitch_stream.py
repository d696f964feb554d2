"""Synthetic sensor stream, one row per 10 stitches and machine head:
upper-thread tension (cN), needle speed (stitches/min / 1000), stitch length (mm), thread-feed slip."""
import torch


def stitch_stream(n_heads=12, steps=3000, seed=0):
    g = torch.Generator().manual_seed(seed)
    tension = torch.full((n_heads,), 60.0)
    wear = torch.zeros(n_heads)
    x = torch.zeros(steps, n_heads, 4)
    brk = torch.zeros(steps, n_heads)
    for t in range(steps):
        speed = 0.8 + 0.4 * (torch.rand(n_heads, generator=g) < 0.5).float()
        length = 1.5 + 3.0 * torch.rand(n_heads, generator=g)
        wear = wear + 0.002 * speed + 0.001 * torch.rand(n_heads, generator=g)
        tension = 0.92 * tension + 0.08 * (60 + 25 * wear) + 3.0 * torch.randn(n_heads, generator=g)
        slip = (0.1 * wear + 0.05 * torch.randn(n_heads, generator=g)).clamp(min=0)
        hazard = torch.sigmoid(-7.0 + 0.09 * (tension - 60) + 1.5 * speed + 4.0 * slip - 0.2 * length)
        brk[t] = (torch.rand(n_heads, generator=g) < hazard).float()
        wear = torch.where(brk[t] > 0, torch.zeros_like(wear), wear)      # re-threaded with fresh thread
        x[t] = torch.stack([(tension - 65) / 8, speed - 1.0, (length - 3) / 0.9, slip * 4], 1)
    return x, brk


def chunks(x, y, length):
    for start in range(0, x.size(0), length):
        yield x[start:start + length], y[start:start + length]
