"""Synthetic breeding records: parent traits in, offspring flowering traits out."""
import torch

PARENT_TRAITS = (
    "petal_width", "petal_hue", "lip_hue", "spike_count", "bloom_days", "leaf_span",
    "ploidy", "vigour",
)
COLOURS = ("white", "pink", "purple", "yellow")


def make_crosses(n, generator):
    mother = torch.randn(n, len(PARENT_TRAITS), generator=generator)
    father = torch.randn(n, len(PARENT_TRAITS), generator=generator)
    mid = 0.5 * (mother + father)
    x = torch.cat([mid, (mother - father).abs()], dim=1)
    hue = mid[:, 1] + 0.5 * mid[:, 2] + 0.3 * torch.randn(n, generator=generator)
    colour = torch.bucketize(hue, torch.tensor([-0.7, 0.0, 0.7]))
    mismatch = (mother[:, 6] - father[:, 6]).abs()
    rate = torch.exp(0.8 + 0.4 * mid[:, 3] + 0.3 * mid[:, 7] - 0.2 * mismatch)
    spikes = torch.poisson(rate, generator=generator)
    days = 420.0 + 40.0 * mid[:, 4] - 25.0 * mid[:, 7] + 15.0 * torch.randn(n, generator=generator)
    return x, {"colour": colour, "spikes": spikes, "days_to_bloom": (days - 420.0) / 40.0}
