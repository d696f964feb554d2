import torch

CLASSES = ("valid", "flat", "graze", "remise")
SAMPLES = 64


def touch_events(n, *, seed):
    """Blade accelerometer (3 axes) and tip pressure around each tip-switch closure."""
    g = torch.Generator().manual_seed(seed)
    t = torch.linspace(-1, 1, SAMPLES)
    label = torch.randint(0, len(CLASSES), (n,), generator=g)
    at = 0.1 * torch.randn(n, 1, generator=g)
    width = torch.tensor([0.05, 0.18, 0.10, 0.05])[label][:, None]
    pulse = torch.exp(-0.5 * ((t - at) / width) ** 2)
    second = (label == 3).float()[:, None] * torch.exp(-0.5 * ((t - at - 0.45) / 0.05) ** 2)
    axial = -torch.tensor([3.0, 0.8, 1.2, 3.0])[label][:, None] * (pulse + 0.8 * second)
    side = torch.sign(torch.randn(n, 1, generator=g))
    lateral = torch.tensor([0.3, 2.5, 1.5, 0.3])[label][:, None] * pulse * side
    vertical = 0.5 * torch.randn(n, 1, generator=g) * pulse
    dwell = torch.tensor([0.15, 0.03, 0.06, 0.12])[label][:, None]
    pressure = torch.sigmoid((t - at) / 0.02) * torch.sigmoid((at + dwell - t) / 0.02)
    pressure = pressure + second * 0.8
    x = torch.stack([axial, lateral, vertical, pressure], dim=1)
    x = x + 0.15 * torch.randn(x.shape, generator=g)
    return x, label
