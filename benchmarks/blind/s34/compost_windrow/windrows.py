import torch

CHANNELS = ("core_temp", "oxygen", "moisture", "ambient", "turned", "cn_ratio")


def simulate(n_rows, days, *, seed):
    """Daily records of windrows; the target is the next day's core temperature and O2."""
    g = torch.Generator().manual_seed(seed)
    cn = 20 + 15 * torch.rand(n_rows, generator=g)
    temp = 25 + 10 * torch.rand(n_rows, generator=g)
    oxy = 15 + 3 * torch.rand(n_rows, generator=g)
    moist = 45 + 15 * torch.rand(n_rows, generator=g)
    rows = []
    for day in range(days + 1):
        ambient = 12 + 6 * torch.sin(torch.tensor(day / 9.0)) + torch.randn(n_rows, generator=g)
        turned = (torch.rand(n_rows, generator=g) < 0.2).float()
        rows.append(torch.stack([temp, oxy, moist, ambient, turned, cn], dim=1))
        activity = torch.sigmoid((oxy - 6) / 2) * torch.exp(-((moist - 55) / 15) ** 2) * (40 / cn)
        temp = temp + 6 * activity - 0.12 * (temp - ambient) - 5 * turned
        oxy = (oxy - 2.5 * activity + 8 * turned + 0.6 * (20 - oxy) * 0.1).clamp(1, 21)
        moist = moist - 0.4 * activity * 2 + 3 * turned * torch.rand(n_rows, generator=g)
        temp = temp + 0.5 * torch.randn(n_rows, generator=g)
    seq = torch.stack(rows, dim=1)
    x = seq[:, :days]
    y = seq[:, days, :2]
    return x, y


def normaliser(x):
    flat = x.reshape(-1, x.shape[-1])
    return flat.mean(0), flat.std(0)
