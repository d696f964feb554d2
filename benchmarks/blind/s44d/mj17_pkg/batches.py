import torch

FAMILIES = ("fior_di_latte", "chocolate", "nut", "sorbet")
N_MACHINES = 3


def freezer_runs(n, g):
    u = lambda lo, hi: lo + (hi - lo) * torch.rand(n, generator=g)
    family = torch.randint(0, len(FAMILIES), (n,), generator=g)
    is_sorbet = family == 3
    fat = torch.where(is_sorbet, torch.zeros(n), u(4, 12))
    msnf = torch.where(is_sorbet, torch.zeros(n), u(7, 11))
    sugar, stabilizer = u(16, 26), u(0.1, 0.6)
    dasher_rpm, draw_temp, freeze_min = u(80, 200), u(-9, -5), u(6, 14)
    machine = torch.randint(0, N_MACHINES, (n,), generator=g)
    x = torch.stack([fat, msnf, sugar, stabilizer, dasher_rpm, draw_temp, freeze_min], 1)
    overrun = 20 + 1.8 * fat + 1.2 * msnf + 0.12 * dasher_rpm - 1.5 * (draw_temp + 7) + 25 * stabilizer
    overrun = torch.where(is_sorbet, 15 + 0.1 * dasher_rpm + 30 * stabilizer - 0.3 * sugar, overrun)
    overrun = overrun + torch.tensor([0.0, 4.0, -3.0])[machine] + 2.0 * torch.randn(n, generator=g)
    melt = 2.5 - 0.1 * fat - 2.0 * stabilizer + 0.05 * sugar - 0.01 * overrun + 0.15 * torch.randn(n, generator=g)
    y = torch.stack([(overrun - 45) / 15, melt - 1.5], 1)
    return (x - x.mean(0)) / x.std(0), family, machine, y
