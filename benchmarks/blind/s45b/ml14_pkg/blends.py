import torch


def viscosity(temp_c, blend):
    """Arrhenius-like log-viscosity with a stringiness bump around the blend's melt point."""
    inv = 1000.0 / (temp_c + 273.15)
    bump = blend["string"] * torch.exp(-((temp_c - blend["melt"]) / 6.0) ** 2)
    return blend["a"] + blend["ea"] * (inv - 3.0) + bump


def blend_tasks(seed, shots=8, queries=32):
    gen = torch.Generator().manual_seed(seed)
    while True:
        blend = {
            "a": 1.0 + 0.5 * torch.randn(1, generator=gen),        # gruyere / vacherin / emmental ratio
            "ea": 4.0 + 2.0 * torch.rand(1, generator=gen),        # kirsch and wine lower the activation
            "string": 0.8 * torch.rand(1, generator=gen),
            "melt": 55.0 + 15.0 * torch.rand(1, generator=gen),
        }
        temp = 40.0 + 50.0 * torch.rand(shots + queries, 1, generator=gen)
        y = viscosity(temp, blend) + 0.03 * torch.randn(temp.shape, generator=gen)
        x = (temp - 65.0) / 15.0
        yield (x[:shots], y[:shots]), (x[shots:], y[shots:])
