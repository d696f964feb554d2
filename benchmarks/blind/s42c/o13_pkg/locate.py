"""Gradient-based location of all events at once (they share the velocity model)."""
import torch

from .objective import event_chi2, first_arrival_start


def locate_all(arrivals, mask, stations, n_iter=1500, lr=0.05):
    hypo0, origin0 = first_arrival_start(arrivals, mask, stations)
    hypo = hypo0.clone().requires_grad_(True)
    origin = origin0.clone().requires_grad_(True)
    opt = torch.optim.Adam([hypo, origin], lr=lr)
    track = {"iter": [], "chi2": [], "depth": []}
    for it in range(n_iter):
        opt.zero_grad()
        chi2 = event_chi2(hypo, origin, arrivals, mask, stations)
        # events are independent: each hypocentre only feels its own chi^2
        chi2.backward()
        opt.step()
        if it % 250 == 0:
            track["iter"].append(it)
            track["chi2"].append(chi2.detach().tolist())
            track["depth"].append(hypo[:, 2].detach().tolist())
    return hypo.detach(), origin.detach(), track
