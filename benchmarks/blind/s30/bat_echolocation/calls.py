import torch

SPECIES = ("Pipistrellus pipistrellus", "Nyctalus noctula", "Myotis daubentonii", "Rhinolophus hipposideros")
FREQ_BINS = 24
FRAMES = 20
FMIN, FMAX = 15.0, 120.0  # kHz

# (start kHz, end kHz, duration in frames, curvature)
_CALL_SHAPES = {
    0: (75.0, 45.0, 6, 1.8),
    1: (28.0, 19.0, 14, 0.6),
    2: (85.0, 30.0, 4, 1.0),
    3: (110.0, 108.0, 16, 1.0),
}


def spectrograms(n, seed):
    gen = torch.Generator().manual_seed(seed)
    labels = torch.randint(len(SPECIES), (n,), generator=gen)
    freqs = torch.linspace(FMIN, FMAX, FREQ_BINS)
    images = 0.08 * torch.rand(n, 1, FREQ_BINS, FRAMES, generator=gen)
    for i in range(n):
        f0, f1, dur, curve = _CALL_SHAPES[int(labels[i])]
        f0 = f0 * (1 + 0.06 * torch.randn(1, generator=gen).item())
        f1 = f1 * (1 + 0.06 * torch.randn(1, generator=gen).item())
        dur = max(2, dur + int(torch.randint(-1, 2, (1,), generator=gen)))
        onset = int(torch.randint(0, FRAMES - dur + 1, (1,), generator=gen))
        amp = 0.4 + 0.6 * torch.rand(1, generator=gen).item()
        for k in range(dur):
            s = (k / max(dur - 1, 1)) ** curve
            f = f0 + (f1 - f0) * s
            images[i, 0, :, onset + k] += amp * torch.exp(-0.5 * ((freqs - f) / 4.0) ** 2)
    return images, labels
