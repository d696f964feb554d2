"""Synthetic fans, concerts and ticket purchases; the last purchase of every fan is held out."""
import numpy as np
import torch

N_GENRES, N_CITIES = 10, 8


def simulate(n_fans=600, n_events=400, purchases_per_fan=(4, 12), seed=0):
    rng = np.random.default_rng(seed)
    ev_genre = rng.integers(0, N_GENRES, n_events)
    ev_city = rng.integers(0, N_CITIES, n_events)
    ev_hype = rng.normal(0, 1, n_events)
    fan_city = rng.integers(0, N_CITIES, n_fans)
    fan_taste = rng.dirichlet(np.full(N_GENRES, 0.3), n_fans)

    utility = (3.0 * np.log(fan_taste[:, ev_genre] + 1e-3) / 3 + 1.5 * (fan_city[:, None] == ev_city[None, :])
               + 0.6 * ev_hype[None, :])
    fans, events = [], []
    held_fan, held_event = [], []
    for f in range(n_fans):
        k = rng.integers(*purchases_per_fan)
        g = -np.log(-np.log(rng.random(n_events)))
        picks = np.argsort(-(utility[f] + g))[:k]
        fans += [f] * (k - 1)
        events += list(picks[:-1])
        held_fan.append(f)
        held_event.append(picks[-1])
    t = lambda a: torch.as_tensor(np.asarray(a), dtype=torch.long)  # noqa: E731
    return {
        "fan": t(fans), "event": t(events), "held_fan": t(held_fan), "held_event": t(held_event),
        "event_genre": t(ev_genre), "event_city": t(ev_city), "fan_city": t(fan_city),
        "n_fans": n_fans, "n_events": n_events,
    }


def seen_matrix(data):
    seen = torch.zeros(data["n_fans"], data["n_events"], dtype=torch.bool)
    seen[data["fan"], data["event"]] = True
    return seen
