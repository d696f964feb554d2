import torch

SUBSTRATES = ("cattle_slurry", "maize_silage", "food_waste", "grass_silage")
TARGETS = ("ch4_d1", "ch4_d3", "ch4_d7", "fos_tac")
POTENTIAL = torch.tensor([0.22, 0.34, 0.45, 0.30])  # m3 CH4 per kg VS
WINDOW = 10


def feeding_logs(n, *, seed):
    g = torch.Generator().manual_seed(seed)
    base = torch.tensor([3.0, 1.5, 0.5, 1.0]) * (0.5 + torch.rand(n, 1, 4, generator=g))
    feed = base * (1 + 0.3 * torch.randn(n, WINDOW + 7, 4, generator=g)).clamp(min=0)
    temp = 38 + 2 * torch.randn(n, 1, generator=g)
    lag = torch.exp(-torch.arange(WINDOW + 7).flip(0).float() / 4)
    daily = []
    for day in range(WINDOW, WINDOW + 7):
        w = lag[-day:][None, :, None]
        digest = (feed[:, :day] * w).sum(1) @ POTENTIAL / lag[-day:].sum()
        daily.append(digest * (1 + 0.02 * (temp[:, 0] - 38)))
    daily = torch.stack(daily, dim=1) * 10
    overload = feed[:, WINDOW - 3:WINDOW, 2].mean(1) + 0.5 * feed[:, WINDOW - 3:WINDOW, 1].mean(1)
    fos_tac = 0.2 + 0.08 * overload + 0.01 * (temp[:, 0] - 38).abs()
    y = torch.stack([daily[:, 0], daily[:, :3].mean(1), daily.mean(1), 10 * fos_tac], dim=1)
    y = y + 0.05 * torch.randn(y.shape, generator=g)
    x = torch.cat([feed[:, :WINDOW].flatten(1), temp], dim=1)
    return x, y
