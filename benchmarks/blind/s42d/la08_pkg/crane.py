import torch

SPREADERS = ("single_20ft", "single_40ft", "twin_lift", "tandem")


def crane_moves(n, gen):
    mass_t = 4 + 36 * torch.rand(n, generator=gen)
    rope_m = 15 + 35 * torch.rand(n, generator=gen)
    trolley_v = 1.5 + 2.5 * torch.rand(n, generator=gen)            # m/s
    trolley_a = 0.3 + 0.5 * torch.rand(n, generator=gen)            # m/s^2
    wind = 12 * torch.rand(n, generator=gen)
    gust = wind * (1.2 + 0.5 * torch.rand(n, generator=gen))
    operator_yrs = 20 * torch.rand(n, generator=gen)
    spreader = torch.randint(0, len(SPREADERS), (n,), generator=gen)
    anti_sway = (torch.rand(n, generator=gen) < 0.5).float()

    sway_cm = ((trolley_a * rope_m * 2.2 + 0.9 * gust ** 1.5 / (1 + 0.03 * mass_t))
               * (1 - 0.55 * anti_sway) * (1 - 0.02 * operator_yrs)
               + 2 * torch.rand(n, generator=gen))
    cycle_s = (80 + 2.2 * rope_m + 120 / trolley_v + 0.6 * sway_cm + 8 * (spreader >= 2).float()
               - 0.8 * operator_yrs + 5 * torch.randn(n, generator=gen))
    fault_logit = -3.2 + 0.05 * sway_cm + 1.0 * (spreader == 3).float() + 0.08 * gust
    fault = (torch.rand(n, generator=gen) < torch.sigmoid(fault_logit)).float()

    onehot = torch.nn.functional.one_hot(spreader, len(SPREADERS)).float()
    x = torch.cat([torch.stack([mass_t / 40, rope_m / 50, trolley_v / 4, trolley_a, wind / 12,
                                gust / 20, operator_yrs / 20, anti_sway], 1), onehot], 1)
    return x, {"sway": torch.log(sway_cm) - 3.3, "cycle": (cycle_s - 215) / 35, "fault": fault}
