import torch

# Strongest reflections (2-theta in degrees, Cu K-alpha) and relative intensities
PHASES = {
    "quartz": [(20.9, 0.22), (26.6, 1.0), (36.5, 0.08), (39.5, 0.08), (50.1, 0.14), (60.0, 0.09)],
    "calcite": [(23.1, 0.08), (29.4, 1.0), (36.0, 0.14), (39.4, 0.18), (43.2, 0.18), (48.5, 0.17)],
    "halite": [(27.4, 0.13), (31.7, 1.0), (45.5, 0.55), (56.5, 0.15), (66.2, 0.06)],
    "corundum": [(25.6, 0.6), (35.2, 0.9), (43.4, 1.0), (52.6, 0.45), (57.5, 0.8), (68.2, 0.5)],
    "hematite": [(24.1, 0.3), (33.2, 1.0), (35.6, 0.7), (40.9, 0.2), (49.5, 0.4), (54.1, 0.45)],
    "gypsum": [(11.6, 1.0), (20.7, 0.7), (23.4, 0.2), (29.1, 0.5), (31.1, 0.3), (33.4, 0.25)],
}
TWO_THETA = torch.linspace(10, 70, 480)


def diffractograms(per_phase, seed=0):
    """Powder patterns with strain shifts, crystallite-size broadening, preferred
    orientation (intensity jitter), a curved background and counting noise."""
    generator = torch.Generator().manual_seed(seed)
    signals, labels = [], []
    for label, peaks in enumerate(PHASES.values()):
        for _ in range(per_phase):
            shift = 0.25 * torch.randn(1, generator=generator)
            width = 0.15 + 0.25 * torch.rand(1, generator=generator)
            pattern = torch.zeros_like(TWO_THETA)
            for position, intensity in peaks:
                jitter = 1 + 0.3 * torch.randn(1, generator=generator)
                pattern += intensity * jitter.clamp(min=0.2) * torch.exp(-0.5 * ((TWO_THETA - position - shift) / width) ** 2)
            background = 0.2 * torch.exp(-(TWO_THETA - 10) / (15 + 20 * torch.rand(1, generator=generator)))
            pattern = pattern + background
            counts = torch.poisson(400 * pattern.clamp(min=0) + 5, generator=generator) / 400
            signals.append(counts)
            labels.append(label)
    signals = torch.stack(signals)
    signals = signals / signals.amax(1, keepdim=True)
    return signals.unsqueeze(1), torch.tensor(labels)
