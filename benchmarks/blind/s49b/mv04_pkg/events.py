import numpy as np
import torch


def forage_stream(n_hives=40, n_patches=60, n_events=3000, seed=0):
    """Time-ordered visits (hive -> flower patch) with a pollen-load reading per visit.

    Patches bloom and fade (a sinusoidal nectar flow with random phase), hives have a flight
    radius, so the next patch a hive visits depends on its recent history and on the season.
    """
    rng = np.random.default_rng(seed)
    hive_xy = rng.uniform(0, 3, size=(n_hives, 2))
    patch_xy = rng.uniform(0, 3, size=(n_patches, 2))
    phase = rng.uniform(0, 2 * np.pi, size=n_patches)
    dist = np.linalg.norm(hive_xy[:, None] - patch_xy[None], axis=-1)
    t = np.sort(rng.uniform(0, 30, size=n_events))
    hives = rng.integers(0, n_hives, size=n_events)
    patches = np.empty(n_events, dtype=np.int64)
    pollen = np.empty(n_events, dtype=np.float32)
    for k in range(n_events):
        bloom = 1 + np.sin(2 * np.pi * t[k] / 10 + phase)
        logits = 1.5 * bloom - 2.0 * dist[hives[k]]
        p = np.exp(logits - logits.max())
        patches[k] = rng.choice(n_patches, p=p / p.sum())
        pollen[k] = bloom[patches[k]] + 0.1 * rng.normal()
    return {
        "hive": torch.as_tensor(hives),
        "patch": torch.as_tensor(patches),
        "t": torch.as_tensor(t, dtype=torch.float32),
        "pollen": torch.as_tensor(pollen),
    }, n_hives, n_patches


def batches(stream, size):
    n = stream["hive"].shape[0]
    for start in range(0, n, size):
        yield {k: v[start:start + size] for k, v in stream.items()}
