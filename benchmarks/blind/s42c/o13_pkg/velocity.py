"""Half-space velocity model (km, s)."""
import torch

VP = 6.0            # km/s
VP_VS = 1.73
VS = VP / VP_VS


def travel_times(hypo, stations):
    """hypo (E, 3) km, stations (S, 3) km -> (E, S, 2) P and S travel times in s."""
    dist = (hypo[:, None, :] - stations[None, :, :]).norm(dim=-1)
    return torch.stack([dist / VP, dist / VS], dim=-1)
