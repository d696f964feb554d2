import numpy as np
import torch


def feeding_log(n_jars=30, n_flours=20, n_events=2400, seed=0):
    """Jars are fed from flour bags over several weeks; each feeding records the rise (in %).

    A jar's culture adapts to the flours it has recently eaten (hidden state), a flour bag ages
    (it loses activity), and kitchen temperature follows a slow cycle.
    """
    rng = np.random.default_rng(seed)
    t = np.sort(rng.uniform(0, 40, n_events))
    jars = rng.integers(0, n_jars, n_events)
    flours = rng.integers(0, n_flours, n_events)
    flour_type = rng.normal(size=(n_flours, 3))
    culture = rng.normal(size=(n_jars, 3))
    opened = rng.uniform(0, 30, n_flours)
    rise = np.empty(n_events, dtype=np.float32)
    temp = 21 + 3 * np.sin(2 * np.pi * t / 7)
    for k in range(n_events):
        j, f = jars[k], flours[k]
        age = max(t[k] - opened[f], 0.0)
        rise[k] = (culture[j] @ flour_type[f]) + 0.15 * (temp[k] - 21) - 0.03 * age + 0.1 * rng.normal()
        culture[j] = 0.85 * culture[j] + 0.15 * flour_type[f]
    return {
        "jar": torch.as_tensor(jars),
        "flour": torch.as_tensor(flours),
        "t": torch.as_tensor(t, dtype=torch.float32),
        "temp": torch.as_tensor((temp - 21) / 3, dtype=torch.float32),
        "rise": torch.as_tensor(rise),
    }, n_jars, n_flours


def chunks(log, size):
    n = log["jar"].shape[0]
    for s in range(0, n, size):
        yield {k: v[s:s + size] for k, v in log.items()}
