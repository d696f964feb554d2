"""Synthetic 12 x 6 interface-pressure maps (mmHg) of a person lying on their back."""
import torch

ROWS, COLS = 12, 6


def pressure_maps(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    r = torch.arange(ROWS).float().view(1, ROWS, 1)
    c = torch.arange(COLS).float().view(1, 1, COLS)
    height = 0.9 + 0.2 * torch.rand(n, 1, 1, generator=g)            # relative body length
    bmi = 18 + 14 * torch.rand(n, 1, 1, generator=g)
    firm = torch.rand(n, 1, 1, generator=g)                          # 0 soft ... 1 firm
    centre = 2.5 + 0.4 * torch.randn(n, 1, 1, generator=g)

    def blob(row, sigma_r, sigma_c, amp):
        return amp * torch.exp(-((r - row * height) ** 2) / (2 * sigma_r ** 2) - ((c - centre) ** 2) / (2 * sigma_c ** 2))

    peak = (0.6 + 0.8 * firm) * (bmi / 24)
    m = (blob(0.8, 0.7, 0.9, 25 * peak) + blob(3.0, 0.9, 2.0, 30 * peak)
         + blob(6.5, 1.0, 1.4, 45 * peak) + blob(10.8, 0.6, 1.8, 35 * peak))
    m = m * (1 + 0.05 * torch.randn(n, ROWS, COLS, generator=g))
    return (m / 60.0).clamp(min=0).flatten(1)                        # scaled to about [0, 1.5]
