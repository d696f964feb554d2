"""Synthetic retinal-layer thickness profiles from OCT B-scans (9 ETDRS sectors x 4 layers)."""
import torch

DIAGNOSES = ("normal", "amd", "dme", "glaucoma")
SECTORS, LAYERS = 9, 4


def eyes(n, generator):
    labels = torch.randint(len(DIAGNOSES), (n,), generator=generator)
    base = torch.tensor([30.0, 40.0, 80.0, 60.0]).repeat(SECTORS, 1)
    x = base.expand(n, -1, -1).clone()
    centre = torch.zeros(SECTORS, 1)
    centre[0] = 1
    rings = 1 - centre
    x[labels == 1] += 18 * centre * torch.tensor([0.0, 0.0, 0.2, 1.0])     # drusen / RPE lift
    x[labels == 2] += 25 * (0.6 * centre + 0.4) * torch.tensor([0.0, 1.0, 0.8, 0.0])  # oedema
    x[labels == 3] -= 9 * rings * torch.tensor([1.0, 0.5, 0.0, 0.0])        # RNFL / GCL loss
    x = x * (0.85 + 0.3 * torch.rand(n, 1, 1, generator=generator))        # axial length, scale
    x = x + 4 * torch.randn(n, SECTORS, LAYERS, generator=generator)
    return (x.flatten(1) - 50) / 25, labels
