"""Bluefin tuna auction: price per kg from the fish and the landing vessel's reputation.
Season 2 brings vessels that never sold at this market before."""
import torch

TRAITS = ("weight_kg", "fat_pct", "colour_score", "days_on_ice", "line_caught")


def vessel_reputation(n_vessels, generator):
    return 0.35 * torch.randn(n_vessels, generator=generator)


def lots(n, vessel_ids, reputation, generator):
    g = generator
    weight = 80.0 + 200.0 * torch.rand(n, generator=g)
    fat = 5.0 + 25.0 * torch.rand(n, generator=g)
    colour = torch.rand(n, generator=g)
    days = 1.0 + 6.0 * torch.rand(n, generator=g)
    line = (torch.rand(n, generator=g) < 0.4).float()
    vessel = vessel_ids[torch.randint(0, len(vessel_ids), (n,), generator=g)]

    log_price = (3.2 + 0.9 * fat / 30.0 + 0.5 * colour - 0.08 * days + 0.25 * line
                 + 0.002 * (weight - 150.0) + reputation[vessel])
    log_price = log_price + 0.08 * torch.randn(n, generator=g)
    x = torch.stack([weight / 200.0, fat / 30.0, colour, days / 7.0, line], 1)
    return x, vessel, log_price
