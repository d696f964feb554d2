import torch
from torch.utils.data import DataLoader, TensorDataset

ELEMENTS = ("lift_hill", "first_drop", "airtime_hill", "vertical_loop", "corkscrew", "cobra_roll",
            "helix", "zero_g_roll", "banked_turn", "brake_run", "launch", "heartline_roll",
            "dive_loop", "bunny_hops", "block_brake", "station")
MAX_ELEMENTS = 10


def ride_reports(n=6000, seed=0):
    """Post-ride comfort survey (0-10) joined with layout and rider data."""
    g = torch.Generator().manual_seed(seed)
    n_el = len(ELEMENTS)
    effect = torch.randn(n_el, generator=g) * 0.6
    k = torch.randint(4, MAX_ELEMENTS + 1, (n,), generator=g)
    layout = torch.randint(1, n_el, (n, MAX_ELEMENTS), generator=g)
    pad = torch.arange(MAX_ELEMENTS).unsqueeze(0) >= k.unsqueeze(1)
    layout[pad] = 0                                           # 0 = padding ("station")
    speed = 60 + 60 * torch.rand(n, generator=g)
    row = torch.randint(0, 8, (n,), generator=g).float()
    height = 150 + 45 * torch.rand(n, generator=g)
    vest = (torch.rand(n, generator=g) < 0.5).float()         # vest restraint vs OTSR
    score = (7.5 + (effect[layout] * (~pad)).sum(1) / k.sqrt() - 0.02 * (speed - 90)
             - 0.12 * (row - 3.5).abs() - 0.02 * (height - 172).abs() + 0.9 * vest
             + 0.5 * torch.randn(n, generator=g)).clamp(0, 10)
    dense = torch.stack([(speed - 90) / 17, (row - 3.5) / 2.3, (height - 172) / 13, vest], 1)
    return layout, dense, score.unsqueeze(1)


def loaders(batch_size=64):
    layout, dense, score = ride_reports()
    tr, va = slice(0, 5000), slice(5000, None)
    return (DataLoader(TensorDataset(layout[tr], dense[tr], score[tr]), batch_size=batch_size, shuffle=True),
            DataLoader(TensorDataset(layout[va], dense[va], score[va]), batch_size=500))
