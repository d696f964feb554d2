import numpy as np
import torch


def survey_season(n_surveyors=250, n_pools=120, n_new_pools=40, per_person=12, seed=0):
    """Surveyors visit pools near their access point and at the tidal height they like.

    After a winter storm, `n_new_pools` new pools are mapped; phase-2 logs include them.
    """
    rng = np.random.default_rng(seed)
    total = n_pools + n_new_pools
    pool_x = rng.uniform(0, 5, total)
    pool_h = rng.uniform(0, 1, total)
    home = rng.uniform(0, 5, n_surveyors)
    pref_h = rng.uniform(0, 1, n_surveyors)
    util = -np.abs(home[:, None] - pool_x[None]) - 2 * np.abs(pref_h[:, None] - pool_h[None])

    def visits(max_pool, k):
        users, items = [], []
        for s in range(n_surveyors):
            u = util[s, :max_pool]
            p = np.exp(3 * (u - u.max()))
            pick = rng.choice(max_pool, size=k, replace=False, p=p / p.sum())
            users += [s] * k
            items += pick.tolist()
        return torch.as_tensor(users), torch.as_tensor(items)

    phase1 = visits(n_pools, per_person)
    phase2 = visits(total, per_person)
    new_mask = phase2[1] >= n_pools
    hold = torch.as_tensor(rng.random(len(new_mask)) < 0.3) & new_mask
    return {
        "phase1": phase1,
        "phase2": (phase2[0][~hold], phase2[1][~hold]),
        "test_new": (phase2[0][hold], phase2[1][hold]),
        "n_surveyors": n_surveyors, "n_pools": n_pools, "n_total": total,
    }
