import torch

INPUTS = ("raw turbidity", "raw pH", "alkalinity", "temperature", "TOC", "alum dose")
TARGETS = ("settled turbidity", "treated pH", "residual Al")


def jar_tests(n, generator):
    """Jar tests of a conventional coagulation-flocculation-settling line."""
    g = generator
    turbidity = torch.exp(torch.randn(n, generator=g) * 0.8 + 2.5)      # NTU
    ph = 7.4 + 0.3 * torch.randn(n, generator=g)
    alkalinity = 60 + 20 * torch.rand(n, generator=g)                    # mg/L CaCO3
    temperature = 4 + 20 * torch.rand(n, generator=g)
    toc = 2 + 4 * torch.rand(n, generator=g)
    dose = 5 + 55 * torch.rand(n, generator=g)                           # mg/L alum
    demand = 4 + 0.25 * turbidity ** 0.8 + 3 * toc
    ratio = dose / demand
    settled = turbidity * torch.exp(-2.2 * ratio.clamp(max=1.6)) + 0.3 * torch.relu(ratio - 1.6) + 0.4
    settled = settled * (1 + 0.02 * (15 - temperature).clamp(min=0))
    treated_ph = ph - 0.012 * dose * 60 / alkalinity
    residual_al = 0.02 + 0.004 * torch.relu(dose - demand) * (1 + 0.6 * (treated_ph - 6.8).abs())
    x = torch.stack([turbidity.log(), ph, alkalinity / 50, temperature / 10, toc / 3, dose / 30], dim=1)
    y = torch.stack([settled.log(), treated_ph, residual_al * 10], dim=1)
    y = y + 0.03 * torch.randn(n, 3, generator=g)
    return x, y
