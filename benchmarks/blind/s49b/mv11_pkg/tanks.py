import numpy as np
import torch


def chemistry_and_logs(n_keepers=300, n_species=160, n_cold=30, per_keeper=10, seed=0):
    """Species tolerances (pH, hardness, temperature, salinity, flow) and keepers' tank conditions.

    A species thrives in a tank when the tank sits inside its tolerance window. The last
    `n_cold` species never appear in training logs (newly imported species): they can only be
    recommended through their chemistry embedding.
    """
    rng = np.random.default_rng(seed)
    centre = rng.normal(size=(n_species, 5)).astype(np.float32)
    width = rng.uniform(0.5, 1.5, size=(n_species, 5)).astype(np.float32)
    chem = np.concatenate([centre, np.log(width)], axis=1)
    tank = rng.normal(size=(n_keepers, 5)).astype(np.float32)
    fit = -(((tank[:, None, :] - centre[None]) / width[None]) ** 2).sum(-1)
    users, items = [], []
    for k in range(n_keepers):
        p = np.exp(fit[k] - fit[k].max())
        chosen = rng.choice(n_species, size=per_keeper, replace=False, p=p / p.sum())
        users += [k] * per_keeper
        items += chosen.tolist()
    users, items = np.asarray(users), np.asarray(items)
    cold = items >= n_species - n_cold
    warm_test = (rng.random(len(users)) < 0.15) & ~cold
    train = ~cold & ~warm_test
    as_t = torch.as_tensor
    return {
        "chem": as_t(chem),
        "train": (as_t(users[train]), as_t(items[train])),
        "warm_test": (as_t(users[warm_test]), as_t(items[warm_test])),
        "cold_test": (as_t(users[cold]), as_t(items[cold])),
        "n_keepers": n_keepers,
        "n_species": n_species,
    }
