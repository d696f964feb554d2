import torch

ISOTOPES = {
    "Am-241": [59.5], "Ba-133": [81.0, 356.0], "Ir-192": [317.0, 468.0],
    "Cs-137": [661.7], "Co-60": [1173.2, 1332.5], "K-40": [1460.8],
}
CHANNELS = 128
KEV_PER_CHANNEL = 12.0


def spectra(n, generator, simulated):
    """Counts per channel; the simulated domain has ideal resolution and calibration,
    the measured NaI(Tl) detector is broader, gain-shifted and sits on room background."""
    g = generator
    label = torch.randint(0, len(ISOTOPES), (n,), generator=g)
    energy = torch.arange(CHANNELS).float() * KEV_PER_CHANNEL + 6
    gain = torch.ones(n, 1) if simulated else 1.06 + 0.02 * torch.randn(n, 1, generator=g)
    fwhm_at_662 = 0.05 if simulated else 0.085
    counts = torch.zeros(n, CHANNELS)
    for k, lines in enumerate(ISOTOPES.values()):
        rows = label == k
        for line in lines:
            centre = line * gain[rows] if not simulated else torch.full((int(rows.sum()), 1), line)
            sigma = fwhm_at_662 * 662 * (line / 662) ** 0.5 / 2.355
            counts[rows] += 400 * torch.exp(-0.5 * ((energy - centre) / sigma) ** 2)
            compton_edge = line * (1 - 1 / (1 + 2 * line / 511))
            counts[rows] += 25 * (energy < compton_edge).float() * (0.5 + energy / (2 * compton_edge))
    background = 30 * torch.exp(-energy / 300)
    if not simulated:
        background = background * 2.5 + 8 * torch.exp(-0.5 * ((energy - 1460.8) / 40) ** 2)
    counts = torch.poisson(counts + background, generator=g)
    return torch.log1p(counts)[:, None, :], label
