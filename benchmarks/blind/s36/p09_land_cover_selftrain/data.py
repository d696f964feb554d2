import torch

CLASSES = ("water", "forest", "cropland", "urban")
BANDS = ("blue", "green", "red", "nir", "swir1", "swir2")

# mean reflectance per class and band
SIGNATURES = torch.tensor([
    [0.08, 0.07, 0.05, 0.03, 0.02, 0.01],
    [0.04, 0.07, 0.04, 0.35, 0.17, 0.08],
    [0.06, 0.10, 0.09, 0.30, 0.25, 0.15],
    [0.12, 0.13, 0.14, 0.20, 0.24, 0.21],
])


def pixels(n, seed, noise=0.045):
    gen = torch.Generator().manual_seed(seed)
    labels = torch.randint(len(CLASSES), (n,), generator=gen)
    brightness = 1 + 0.25 * torch.randn(n, 1, generator=gen)
    x = SIGNATURES[labels] * brightness + noise * torch.randn(n, len(BANDS), generator=gen)
    return x, labels


def add_indices(x):
    """Append NDVI and NDWI to the band values."""
    blue, green, red, nir, swir1, swir2 = x.unbind(1)
    ndvi = (nir - red) / (nir + red).abs().clamp(min=1e-3)
    ndwi = (green - nir) / (green + nir).abs().clamp(min=1e-3)
    return torch.cat([x * 5, ndvi.clamp(-3, 3)[:, None], ndwi.clamp(-3, 3)[:, None]], dim=1)
