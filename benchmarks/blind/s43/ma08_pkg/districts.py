"""Synthetic street-inspection records of manhole covers.

Features: corrosion index, rocking under traffic (accelerometer RMS), height offset to the road
surface, visible crack count, frame gap, age in decades.  Each district grades on its own
scale (3 to 5 grades) and most covers sit in the good grades, so the label counts are skewed.
"""
import torch

FEATURES = ["corrosion", "rocking", "offset", "cracks", "frame_gap", "age"]
DISTRICTS = {"harbour": 4, "old_town": 5, "ring_road": 3, "industrial": 4}


def district_records(n_covers, seed=0):
    gen = torch.Generator().manual_seed(seed)
    base = torch.tensor([0.9, 1.2, 0.7, 1.0, 0.5, 0.6])
    for name, n_grades in DISTRICTS.items():
        w = base * (0.6 + 0.8 * torch.rand(len(FEATURES), generator=gen))
        x = torch.randn(n_covers, len(FEATURES), generator=gen)
        wear = x @ w + 0.3 * torch.randn(n_covers, generator=gen)
        # skewed grades: most covers are fine, few are urgent
        edges = torch.quantile(wear, torch.linspace(0.45, 0.95, n_grades - 1))
        y = torch.bucketize(wear, edges)
        cut = int(0.8 * n_covers)
        yield name, n_grades, (x[:cut], y[:cut]), (x[cut:], y[cut:])
