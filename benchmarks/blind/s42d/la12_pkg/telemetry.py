import torch

ELEMENTS = ("airtime_hill", "vertical_loop", "corkscrew", "helix", "banked_turn", "brake_run")


def element_runs(n, gen):
    kind = torch.randint(0, len(ELEMENTS), (n,), generator=gen)
    entry_kmh = 30 + 60 * torch.rand(n, generator=gen)
    radius_m = 15 + 35 * torch.rand(n, generator=gen)
    bank_deg = 70 * torch.rand(n, generator=gen)
    train_mass = 6 + 6 * torch.rand(n, generator=gen)           # tonnes, with riders
    wheel_wear = torch.rand(n, generator=gen)
    temp = -2 + 34 * torch.rand(n, generator=gen)

    v = entry_kmh / 3.6
    centripetal_g = v ** 2 / (radius_m * 9.81)
    lateral_g = centripetal_g * torch.cos(torch.deg2rad(bank_deg)) * (kind >= 2).float()
    vertical_g = 1 + centripetal_g * torch.where(kind == 0, -1.0, 1.0) * (kind <= 3).float()
    comfort = (10 - 1.8 * (vertical_g - 1.2).abs() - 2.5 * lateral_g - 1.5 * wheel_wear
               + 0.02 * (temp - 15) + 0.3 * torch.randn(n, generator=gen))
    jerk = lateral_g * (1 + 0.8 * wheel_wear) * (1 + 0.02 * train_mass) + 0.05 * torch.randn(n, generator=gen)
    exceed = (jerk > 0.9).float()

    onehot = torch.nn.functional.one_hot(kind, len(ELEMENTS)).float()
    num = torch.stack([entry_kmh / 90, radius_m / 50, bank_deg / 70, train_mass / 12, wheel_wear,
                       (temp - 15) / 17], 1)
    return torch.cat([onehot, num], 1), {"comfort": (comfort - 7) / 2, "jerk": exceed}
