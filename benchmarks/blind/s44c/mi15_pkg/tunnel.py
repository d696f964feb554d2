import random

import torch

SHINGLE_TYPES = ["three_tab", "architectural", "slate_look"]


def tunnel_runs(n, seed=0):
    """Rows as they come out of the test-rig CSV export (plain Python lists)."""
    rnd = random.Random(seed)
    rows, kinds, lifted = [], [], []
    for _ in range(n):
        wind = rnd.uniform(60, 200)          # km/h gust
        pitch = rnd.uniform(15, 45)          # degrees
        nails = rnd.choice([4, 5, 6])
        sealant_age = rnd.uniform(0, 20)     # years
        temp = rnd.uniform(-10, 35)          # C, sealant tack depends on it
        kind = rnd.randrange(3)
        resist = [110, 150, 175][kind] + 12 * (nails - 4) - 2.5 * sealant_age + 0.6 * (temp - 10)
        load = wind * (1 + 0.01 * (pitch - 30))
        p = 1.0 / (1.0 + pow(2.718281828, -(load - resist) / 8.0))
        rows.append([wind / 100.0, pitch / 30.0, nails / 5.0, sealant_age / 10.0, temp / 20.0])
        kinds.append(kind)
        lifted.append(1.0 if rnd.random() < p else 0.0)
    return torch.FloatTensor(rows), torch.LongTensor(kinds), torch.FloatTensor(lifted)
