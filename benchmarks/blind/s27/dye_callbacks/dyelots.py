"""Synthetic reactive-dye lots on cotton: recipe and bath conditions -> colour difference
(CIE dE2000-like) of the dyed lot against the approved standard."""
import torch

RECIPE = ("red_pct", "yellow_pct", "blue_pct", "salt_gl", "soda_gl", "temp_c", "time_min",
          "liquor_ratio")


def lots(n, generator):
    u = torch.rand(n, len(RECIPE), generator=generator)
    shade = u[:, :3] - torch.tensor([0.45, 0.35, 0.20])
    exhaustion = torch.sigmoid(3 * (u[:, 3] - 0.4) + 2 * (u[:, 5] - 0.5) + 1.5 * (u[:, 6] - 0.5))
    fixation = torch.sigmoid(4 * (u[:, 4] - 0.35)) * (1 - 0.3 * u[:, 7])
    strength = exhaustion * fixation
    delta = (6 * shade.norm(dim=1) + 3 * (strength - 0.55).abs()
             + 1.5 * (shade[:, 0] * shade[:, 2]).abs())
    return u, delta + 0.1 * torch.randn(n, generator=generator)
