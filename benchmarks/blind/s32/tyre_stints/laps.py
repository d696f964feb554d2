"""Synthetic stints: lap-time delta (s) against the first flying lap, 24 laps per stint."""
import torch
import torch.nn.functional as F

COMPOUNDS = ("soft", "medium", "hard")
STINT_LAPS = 24
COND_FEATURES = len(COMPOUNDS) + 1

_WEAR = torch.tensor([0.085, 0.055, 0.035])
_CLIFF = torch.tensor([15.0, 19.0, 30.0])
_WARMUP = torch.tensor([0.5, 0.9, 1.4])


def stints(n, generator=None):
    compound = torch.randint(0, len(COMPOUNDS), (n,), generator=generator)
    track_temp = 25.0 + 20.0 * torch.rand(n, generator=generator)
    lap = torch.arange(STINT_LAPS, dtype=torch.float32)
    heat = 1.0 + (track_temp[:, None] - 35.0) / 40.0
    wear = _WEAR[compound, None] * heat * lap
    cliff = 0.02 * torch.relu(lap - _CLIFF[compound, None]) ** 2
    warmup = _WARMUP[compound, None] * torch.exp(-lap / 1.5)
    fuel = -0.06 * lap
    noise = 0.08 * torch.randn(n, STINT_LAPS, generator=generator)
    delta = warmup + wear + cliff + fuel + noise
    cond = torch.cat([F.one_hot(compound, len(COMPOUNDS)).float(),
                      ((track_temp - 35.0) / 10.0)[:, None]], dim=1)
    return delta, cond


def end_of_stint_loss(delta):
    """Average delta over the last five laps, the number strategists quote."""
    return delta[:, -5:].mean(dim=1)
