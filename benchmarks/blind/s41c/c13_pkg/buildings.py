import numpy as np

from .config import CFG


def make_readings(seed):
    """Hourly meter readings: building size x usage profile x weather; target is log1p(kWh)."""
    rng = np.random.default_rng(seed)
    nb, nd = CFG["n_buildings"], CFG["n_days"]
    site_of = rng.integers(0, CFG["n_sites"], nb)
    sqft = rng.lognormal(10, 0.6, nb)
    meters_of = [rng.choice(CFG["n_meters"], rng.integers(1, 3), replace=False) for _ in range(nb)]
    site_temp = rng.normal(15, 6, CFG["n_sites"])
    rows = []
    for b in range(nb):
        for m in meters_of[b]:
            for d in range(0, nd, 2):
                for h in range(0, 24, 3):
                    temp = site_temp[site_of[b]] + 6 * np.sin((h - 9) / 24 * 2 * np.pi) + rng.normal(0, 2)
                    occ = 1.0 if (d % 7 < 5 and 8 <= h <= 18) else 0.35
                    load = {0: 1.0, 1: max(temp - 18, 0) * 0.2, 2: max(12 - temp, 0) * 0.25, 3: max(15 - temp, 0) * 0.1}[m]
                    kwh = sqft[b] / 1e4 * (0.3 + occ) * (0.5 + load) * rng.lognormal(0, 0.15)
                    rows.append((b, site_of[b], m, h, d % 7, d, temp, np.log(sqft[b]), np.log1p(kwh)))
    arr = np.array(rows, dtype=np.float64)
    cats = arr[:, :5].astype(np.int64)
    day = arr[:, 5].astype(np.int64)
    nums = np.column_stack([(arr[:, 6] - 15) / 8, arr[:, 7] - 10]).astype(np.float32)
    return cats, nums, arr[:, 8].astype(np.float32), day
