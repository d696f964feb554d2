"""Weighted travel-time misfit of each event."""
import torch

from .network import SIGMA_S
from .velocity import travel_times


def event_chi2(hypo, origin, arrivals, mask, stations):
    """chi^2 of every event, shape (E,): sum over stations and phases."""
    sigma = torch.tensor([SIGMA_S["P"], SIGMA_S["S"]], dtype=arrivals.dtype)
    pred = origin[:, None, None] + travel_times(hypo, stations)
    resid = (pred - arrivals) / sigma
    return (mask * resid ** 2).sum(dim=(1, 2))


def first_arrival_start(arrivals, mask, stations):
    """Starting hypocentre under the first-arriving station, 5 km deep."""
    p = torch.where(mask[..., 0] > 0, arrivals[..., 0], torch.full_like(arrivals[..., 0], float("inf")))
    first = p.argmin(dim=1)
    start = stations[first].clone()
    start[:, 2] = 5.0
    origin = p.min(dim=1).values - 1.0
    return start, origin
