import numpy as np
import torch


def kite_sessions(n_flyers=300, n_spots=150, per_flyer=10, seed=0):
    """Which beaches/hills each flyer logged a good session at.

    Spot features: mean wind speed, gust factor, onshore fraction, obstacle clearance.
    Flyers differ in kite size, so each has a preferred wind band.
    """
    rng = np.random.default_rng(seed)
    wind = rng.gamma(4.0, 2.0, size=n_spots)
    gust = rng.uniform(1.0, 2.0, size=n_spots)
    onshore = rng.uniform(0, 1, size=n_spots)
    clearance = rng.uniform(0, 1, size=n_spots)
    feats = np.stack([wind / 10.0, gust - 1.5, onshore - 0.5, clearance - 0.5], axis=1).astype(np.float32)
    sweet_spot = rng.uniform(3, 14, size=n_flyers)
    gust_tol = rng.uniform(0, 1, size=n_flyers)
    users, items = [], []
    for f in range(n_flyers):
        util = -np.abs(wind - sweet_spot[f]) / 3.0 - (1 - gust_tol[f]) * (gust - 1) * 2 + clearance
        p = np.exp(2 * (util - util.max()))
        picks = rng.choice(n_spots, size=per_flyer, replace=False, p=p / p.sum())
        users += [f] * per_flyer
        items += picks.tolist()
    users, items = torch.as_tensor(users), torch.as_tensor(items)
    test = torch.as_tensor(rng.random(len(users)) < 0.2)
    return (users[~test], items[~test]), (users[test], items[test]), torch.as_tensor(feats)
