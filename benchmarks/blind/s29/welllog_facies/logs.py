import torch

FACIES = ("sandstone", "shale", "limestone", "coal")
CURVES = ("GR", "RHOB", "NPHI", "log10 RT", "DT")
WINDOW = 9

#               GR     RHOB   NPHI  logRT   DT
_SIGNATURE = torch.tensor([
    [45.0, 2.30, 0.18, 1.3, 85.0],
    [110.0, 2.50, 0.32, 0.6, 105.0],
    [25.0, 2.60, 0.08, 2.1, 60.0],
    [30.0, 1.45, 0.45, 2.6, 120.0],
])
_SCALE = torch.tensor([40.0, 0.3, 0.12, 0.7, 20.0])


def synthetic_well(n_depths, generator):
    """Layered facies column sampled every 0.5 ft, curves with shoulder-bed blur and noise."""
    facies = torch.empty(n_depths, dtype=torch.long)
    i = 0
    while i < n_depths:
        thickness = int(torch.randint(6, 40, (1,), generator=generator))
        facies[i:i + thickness] = int(torch.multinomial(torch.tensor([0.4, 0.35, 0.2, 0.05]), 1, generator=generator))
        i += thickness
    porosity = torch.where(facies == 0, 0.22, torch.where(facies == 2, 0.10, 0.05))
    porosity = (porosity + 0.04 * torch.randn(n_depths, generator=generator)).clamp(0.01, 0.35)
    curves = _SIGNATURE[facies].clone()
    curves[:, 1] -= 1.6 * (porosity - 0.15)
    curves[:, 2] += 0.8 * (porosity - 0.15)
    kernel = torch.tensor([0.25, 0.5, 0.25]).view(1, 1, 3).repeat(5, 1, 1)
    curves = torch.nn.functional.conv1d(curves.T[None], kernel, padding=1, groups=5)[0].T
    curves = curves + 0.08 * _SCALE * torch.randn(n_depths, 5, generator=generator)
    return (curves - _SIGNATURE.mean(0)) / _SCALE, facies, porosity


def windows(curves, facies, porosity):
    half = WINDOW // 2
    padded = torch.nn.functional.pad(curves.T[None], (half, half), mode="replicate")[0]
    x = padded.unfold(1, WINDOW, 1).permute(1, 0, 2)
    return x, facies, porosity
