"""Synthetic wing-beat spectra from optical insect traps.

Each region has its own species list.  A trap records the light-curtain signal of an insect
crossing it; the features are 16 log-power bins around the wing-beat fundamental and harmonics.
"""
import torch

N_BINS = 16
REGIONS = {
    "coastal": ["Aedes", "Culex", "Anopheles", "Chironomus", "Drosophila"],
    "orchard": ["Apis", "Bombus", "Osmia", "Eristalis"],
    "wetland": ["Culex", "Chaoborus", "Tipula", "Ephemera", "Aedes", "Chironomus"],
    "upland": ["Bombus", "Tipula", "Musca", "Syrphus"],
}


def wingbeat_spectrum(fundamental, n, gen):
    bins = torch.linspace(0.0, 1.0, N_BINS)
    f0 = fundamental + 0.03 * torch.randn(n, 1, generator=gen)
    peaks = torch.exp(-((bins - f0) ** 2) / 0.004) + 0.5 * torch.exp(-((bins - 2 * f0) ** 2) / 0.004)
    return torch.log1p(4 * peaks) + 0.15 * torch.randn(n, N_BINS, generator=gen)


def region_tasks(per_species, seed=0):
    gen = torch.Generator().manual_seed(seed)
    fundamentals = {}
    for region, species in REGIONS.items():
        xs, ys = [], []
        for k, name in enumerate(species):
            if name not in fundamentals:
                fundamentals[name] = 0.08 + 0.4 * torch.rand(1, generator=gen).item()
            # local populations differ a little in body size, hence in wing-beat frequency
            local = fundamentals[name] + 0.02 * torch.randn(1, generator=gen).item()
            xs.append(wingbeat_spectrum(local, per_species, gen))
            ys.append(torch.full((per_species,), k))
        x, y = torch.cat(xs), torch.cat(ys)
        perm = torch.randperm(len(y), generator=gen)
        yield region, x[perm], y[perm]
