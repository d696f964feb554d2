"""Synthetic speedcubing sessions: predict solve time (s) and whether the solve is a PB-pace solve.

Inputs per solve: cross moves, F2L pairs solved by inspection, OLL/PLL case ids (embedded),
TPS estimate, and session fatigue.
"""
import torch

N_OLL, N_PLL = 57, 21


def session(n=800, seed=9):
    g = torch.Generator().manual_seed(seed)
    cross = torch.randint(4, 9, (n,), generator=g).float()
    pairs = torch.randint(0, 3, (n,), generator=g).float()
    tps = 3 + 4 * torch.rand(n, generator=g)
    fatigue = torch.linspace(0, 1, n)
    oll = torch.randint(0, N_OLL, (n,), generator=g)
    pll = torch.randint(0, N_PLL, (n,), generator=g)
    oll_cost = torch.rand(N_OLL, generator=g)[oll] * 2
    pll_cost = torch.rand(N_PLL, generator=g)[pll] * 2
    moves = 8 * cross / 6 + 30 - 4 * pairs + 10 + 12
    time_s = moves / tps + oll_cost + pll_cost + 1.5 * fatigue + 0.6 * torch.randn(n, generator=g)
    pb_pace = (time_s < 13.0).float()
    dense = torch.stack([(cross - 6) / 2, pairs - 1, (tps - 5) / 2, fatigue], dim=1)
    return dense, oll, pll, time_s.unsqueeze(1), pb_pace.unsqueeze(1)
