import numpy as np
import torch

ROOMS = ("kitchen", "bathroom", "living", "bedroom")


def watering_log(n_owners=300, n_schedules=90, per_owner=8, seed=0):
    """Schedules: interval (days), volume (ml), bottom-watering flag, mist flag.

    An owner's plants thrive when the schedule matches the plant's thirst and the room's
    humidity (bathrooms need less, sunny living rooms more). Season shifts thirst a little.
    """
    rng = np.random.default_rng(seed)
    interval = rng.uniform(2, 14, n_schedules)
    volume = rng.uniform(50, 500, n_schedules)
    bottom = rng.random(n_schedules) < 0.3
    mist = rng.random(n_schedules) < 0.3
    sched_x = np.stack([interval / 14, volume / 500, bottom, mist], 1).astype(np.float32)
    room = rng.integers(0, len(ROOMS), n_owners)
    thirst = rng.uniform(0.2, 1.0, n_owners) * np.array([1.0, 0.6, 1.3, 0.9])[room]
    season = rng.integers(0, 4, n_owners)
    rate = volume[None, :] / interval[None, :] / 60.0
    util = -np.abs(rate - thirst[:, None] * (1 + 0.1 * season[:, None])) + 0.2 * mist[None] * (room[:, None] == 2)
    users, items = [], []
    for o in range(n_owners):
        p = np.exp(6 * (util[o] - util[o].max()))
        pick = rng.choice(n_schedules, size=per_owner, replace=False, p=p / p.sum())
        users += [o] * per_owner
        items += pick.tolist()
    users, items = torch.as_tensor(users), torch.as_tensor(items)
    test = torch.as_tensor(rng.random(len(users)) < 0.2)
    return {
        "sched_x": torch.as_tensor(sched_x), "room": torch.as_tensor(room), "season": torch.as_tensor(season),
        "train": (users[~test], items[~test]), "test": (users[test], items[test]),
        "n_owners": n_owners, "n_schedules": n_schedules,
    }
