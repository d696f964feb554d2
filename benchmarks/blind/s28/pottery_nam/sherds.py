import torch

ELEMENTS = ("Fe", "Ca", "K", "Rb", "Sr", "Zr", "Ti", "Mn")
WORKSHOPS = ("river clay kiln", "coastal kiln", "upland kiln", "imported")


def xrf_assemblage(per_workshop, seed=0):
    """pXRF readings (log ppm) of sherds; each workshop's clay has its own element
    signature, and tempering with shell or sand shifts Ca / Zr non-linearly."""
    generator = torch.Generator().manual_seed(seed)
    centres = torch.tensor([
        [10.6, 9.2, 9.8, 4.6, 5.1, 5.3, 8.4, 6.3],
        [10.3, 10.4, 9.6, 4.4, 6.2, 5.0, 8.2, 6.0],
        [10.9, 8.7, 10.1, 4.9, 4.9, 5.7, 8.6, 6.8],
        [10.4, 9.6, 9.5, 4.3, 5.6, 5.9, 8.9, 6.1],
    ])
    readings, labels = [], []
    for workshop, centre in enumerate(centres):
        x = centre + 0.22 * torch.randn(per_workshop, len(ELEMENTS), generator=generator)
        temper = torch.rand(per_workshop, generator=generator)
        x[:, 1] += 0.8 * (temper > 0.7).float() * (workshop == 1)          # shell temper: calcium
        x[:, 5] += 0.5 * torch.relu(temper - 0.5) * (workshop == 3)        # sand temper: zirconium
        readings.append(x)
        labels.append(torch.full((per_workshop,), workshop))
    return torch.cat(readings), torch.cat(labels)
