import torch

DRINKS = ("still-water", "soda", "orange-juice", "whisky")


def ice_melt_traces(n, length, gen):
    """Thermistor in a glass right after one ice cube drops in.

    Newton cooling towards the ice point while latent heat lasts, then a slow rise to room
    temperature. Fizz stirs the drink (faster), pulp slows convection, ethanol lowers the
    equilibrium temperature.
    """
    drink = torch.randint(0, len(DRINKS), (n,), generator=gen)
    t = torch.linspace(0, 30, length)[None]
    k = torch.tensor([0.12, 0.16, 0.10, 0.13])[drink][:, None] * (0.7 + 0.6 * torch.rand(n, 1, generator=gen))
    t_eq = torch.tensor([2.0, 2.5, 3.0, 0.5])[drink][:, None] + 1.5 * torch.randn(n, 1, generator=gen)
    t0 = 18 + 6 * torch.rand(n, 1, generator=gen)
    t_melt = 12 + 8 * torch.rand(n, 1, generator=gen)
    cool = t_eq + (t0 - t_eq) * torch.exp(-k * t)
    warm = torch.relu(t - t_melt) * 0.25
    temp = cool + warm + 0.6 * torch.randn(n, length, generator=gen)
    return (temp - 10.0) / 8.0, drink


def two_crops(x, gen, crop=40):
    def one():
        start = int(torch.randint(0, x.shape[1] - crop + 1, (1,), generator=gen))
        v = x[:, start:start + crop]
        return v * (1 + 0.1 * torch.randn(x.shape[0], 1, generator=gen)) + 0.05 * torch.randn(v.shape, generator=gen)
    return one(), one()


def batches(x, bs, gen):
    perm = torch.randperm(x.shape[0], generator=gen)
    for i in range(0, x.shape[0] - bs + 1, bs):
        yield x[perm[i:i + bs]]
