"""Synthetic milling-tandem records: cane quality and mill settings -> first-expressed juice
brix, pol (%) and fibre % in the final bagasse."""
import torch

FEATURES = ("cane_fibre", "cane_pol", "trash", "roll_speed", "hydraulic_load",
            "imbibition", "setting_ratio", "shredder_index")
TARGETS = ("brix", "pol", "bagasse_fibre")


def crushing_records(n, generator=None):
    x = torch.randn(n, len(FEATURES), generator=generator)
    fibre, pol, trash, speed, load, imbib, ratio, shred = x.unbind(dim=1)
    extraction = torch.sigmoid(1.2 + 0.5 * load - 0.4 * speed + 0.35 * shred
                               + 0.2 * ratio - 0.1 * (ratio ** 2))
    brix = 20.0 + 1.6 * pol - 0.7 * trash - 0.5 * imbib + 1.1 * extraction
    pol_pct = 0.86 * brix - 0.9 * trash + 0.3 * extraction
    bagasse = 47.0 + 1.8 * fibre - 2.5 * extraction + 0.8 * imbib - 0.4 * load * shred
    y = torch.stack([brix, pol_pct, bagasse], dim=1)
    y = y + 0.15 * torch.randn(y.shape, generator=generator)
    return x, y


def standardiser(y):
    mean, std = y.mean(dim=0), y.std(dim=0)
    return (lambda t: (t - mean) / std), (lambda t: t * std + mean)
