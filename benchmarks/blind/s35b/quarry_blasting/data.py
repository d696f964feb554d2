import torch

OUTCOMES = ("good_fragmentation", "oversize_boulders", "flyrock_risk", "misfire")
FEATURES = ("ppv_mm_s", "peak_freq_hz", "airblast_db", "duration_ms", "burden_m",
            "spacing_m", "stemming_m", "charge_kg_delay", "delay_ms", "rock_ucs_mpa")


def blasts(n, seed):
    gen = torch.Generator().manual_seed(seed)
    proto = torch.randn(len(OUTCOMES), len(FEATURES),
                        generator=torch.Generator().manual_seed(7)) * 1.1
    outcome = torch.randint(len(OUTCOMES), (n,), generator=gen)
    x = proto[outcome] + torch.randn(n, len(FEATURES), generator=gen)
    return x, outcome


def new_bench(x, seed):
    """Different geophones and a harder face: gains and offsets on every channel."""
    gen = torch.Generator().manual_seed(seed)
    gain = 0.6 + 1.2 * torch.rand(x.shape[1], generator=gen)
    offset = 2.5 * torch.randn(x.shape[1], generator=gen)
    return x * gain + offset


def batches(x, y, size, seed=None):
    order = torch.arange(len(y))
    if seed is not None:
        order = torch.randperm(len(y), generator=torch.Generator().manual_seed(seed))
    for start in range(0, len(order), size):
        idx = order[start:start + size]
        yield x[idx], y[idx]
