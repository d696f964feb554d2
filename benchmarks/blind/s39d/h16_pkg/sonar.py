"""Synthetic active-sonar returns (64 range/frequency bins): rock, mine, wreck debris, biologics."""
import torch

CLASSES = ("rock", "mine", "debris", "school")


def _echo(cls, g):
    bins = torch.arange(64, dtype=torch.float32)
    centre = 10 + 40 * torch.rand((), generator=g)
    if cls == 0:    # rock: broad, rough return
        x = torch.exp(-((bins - centre) / 9.0) ** 2) * (1 + 0.5 * torch.rand(64, generator=g))
    elif cls == 1:  # mine: sharp highlight plus a ringing tail
        x = torch.exp(-((bins - centre) / 2.0) ** 2) + 0.4 * torch.exp(-(bins - centre).clamp(min=0) / 6.0) * \
            torch.cos(0.9 * (bins - centre)).abs() * (bins > centre)
    elif cls == 2:  # debris: several small scatterers
        x = sum(torch.exp(-((bins - c) / 1.5) ** 2) * 0.6 for c in centre + 8 * torch.randn(4, generator=g))
    else:           # fish school: diffuse, low level, wide
        x = 0.35 * torch.exp(-((bins - centre) / 16.0) ** 2) * (1 + torch.rand(64, generator=g))
    return x + 0.08 * torch.randn(64, generator=g)


def labelled(n, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, len(CLASSES), (n,), generator=g)
    return torch.stack([_echo(int(c), g) for c in y]).unsqueeze(1), y


def transfer_set(n, seed):
    """Unlabelled pings used only for distillation."""
    return labelled(n, seed)[0]
