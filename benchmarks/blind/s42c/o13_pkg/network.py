"""Station geometry of the temporary network and synthetic picks of the swarm."""
import numpy as np
import torch

from .velocity import travel_times

STATIONS_KM = np.array([
    [-12.0, -8.0, -0.4], [-4.0, -14.0, -0.6], [6.0, -11.0, -0.3], [13.0, -3.0, -0.8],
    [11.0, 9.0, -0.5], [2.0, 14.0, -0.7], [-9.0, 10.0, -0.2], [-15.0, 2.0, -0.9],
    [0.5, 0.5, -0.4], [-5.0, -3.0, -0.3], [5.0, 4.0, -0.6], [8.0, -6.0, -0.5],
])   # east, north, up (negative z = above sea level)

SIGMA_S = {"P": 0.03, "S": 0.06}     # pick uncertainty, s


def swarm(n_events=6, seed=12):
    rng = np.random.default_rng(seed)
    hypo = np.column_stack([rng.normal(2.0, 1.5, n_events), rng.normal(-1.0, 1.5, n_events),
                            rng.uniform(5.0, 11.0, n_events)])
    origin = np.sort(rng.uniform(0.0, 3600.0, n_events))
    return hypo, origin


def synthetic_picks(hypo_true, origin_true, seed=13):
    rng = np.random.default_rng(seed)
    sta = torch.tensor(STATIONS_KM)
    tt = travel_times(torch.tensor(hypo_true), sta).numpy()
    arrivals = origin_true[:, None, None] + tt
    arrivals[..., 0] += rng.normal(0.0, SIGMA_S["P"], arrivals[..., 0].shape)
    arrivals[..., 1] += rng.normal(0.0, SIGMA_S["S"], arrivals[..., 1].shape)
    # analysts did not pick every phase: about 20 % of S and 5 % of P are missing
    mask = np.ones_like(arrivals)
    mask[..., 1] = rng.uniform(size=mask[..., 1].shape) > 0.2
    mask[..., 0] = rng.uniform(size=mask[..., 0].shape) > 0.05
    return torch.tensor(arrivals), torch.tensor(mask), sta
