"""Synthetic short-wave infrared reflectance spectra of five minerals (absorption features
on a sloping continuum, with grain-size scaling and sensor noise)."""
import torch

BANDS = 128
MINERALS = ("kaolinite", "alunite", "calcite", "muscovite", "chlorite")
FEATURES = {0: [(40, 4.0, 0.30), (44, 3.0, 0.20)], 1: [(38, 5.0, 0.25), (70, 6.0, 0.15)],
            2: [(96, 5.0, 0.35)], 3: [(52, 4.0, 0.25), (90, 5.0, 0.10)],
            4: [(56, 6.0, 0.20), (98, 4.0, 0.20)]}


def library(n, generator):
    grid = torch.arange(BANDS, dtype=torch.float32)
    labels = torch.randint(len(MINERALS), (n,), generator=generator)
    slope = 0.2 * torch.rand(n, 1, generator=generator)
    spectra = 0.6 + slope * grid / BANDS
    for k, features in FEATURES.items():
        rows = labels == k
        for centre, width, depth in features:
            shift = torch.randn(int(rows.sum()), 1, generator=generator) * 1.5
            depth_k = depth * (0.6 + 0.8 * torch.rand(int(rows.sum()), 1, generator=generator))
            spectra[rows] -= depth_k * torch.exp(-0.5 * ((grid - centre - shift) / width) ** 2)
    spectra *= 0.7 + 0.6 * torch.rand(n, 1, generator=generator)
    return spectra + 0.02 * torch.randn(n, BANDS, generator=generator), labels
