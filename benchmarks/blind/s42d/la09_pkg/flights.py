import torch

TASKS = ("altitude", "purity", "valve")


def flight_hours(n, gen):
    sun = torch.rand(n, generator=gen)                            # solar load, 0..1
    ambient = -5 + 30 * torch.rand(n, generator=gen)
    altitude_cmd = 300 + 1200 * torch.rand(n, generator=gen)      # m
    climb = torch.randn(n, generator=gen) * 1.5                   # commanded climb rate m/s
    env_age = 6 * torch.rand(n, generator=gen)                    # years since envelope fitted
    gas_temp = ambient + 18 * sun + torch.randn(n, generator=gen)
    ballonet_fill = torch.rand(n, generator=gen)
    payload = 200 + 600 * torch.rand(n, generator=gen)

    superheat = gas_temp - ambient
    alt_err = (0.9 * superheat - 0.15 * (payload - 500) / 10 + 6 * climb.abs()
               + 4 * torch.randn(n, generator=gen))
    purity_drift = 0.02 + 0.015 * env_age ** 1.4 + 0.004 * superheat + 0.005 * torch.randn(n, generator=gen)
    valve_logit = -2.0 + 4.0 * (ballonet_fill < 0.15).float() + 0.002 * altitude_cmd + 0.8 * climb
    valve = (torch.rand(n, generator=gen) < torch.sigmoid(valve_logit)).float()

    x = torch.stack([sun, ambient / 30, altitude_cmd / 1500, climb / 1.5, env_age / 6,
                     superheat / 20, ballonet_fill, payload / 800], 1)
    y = {"altitude": alt_err / 10, "purity": purity_drift * 10, "valve": valve}
    return x, y
