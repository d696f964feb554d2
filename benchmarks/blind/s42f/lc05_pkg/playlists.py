"""Synthetic playlists. Track ids start at 1; 0 is padding."""
import numpy as np
import torch

N_GENRES = 8
CONTEXT = 8


class Catalogue:
    def __init__(self, n_tracks, seed=0, base=None):
        rng = np.random.default_rng(seed)
        if base is None:
            self.genre = rng.integers(0, N_GENRES, n_tracks + 1)
        else:
            extra = rng.integers(0, N_GENRES, n_tracks - base.n_tracks)
            self.genre = np.concatenate([base.genre, extra])
        self.genre[0] = -1
        self.n_tracks = n_tracks

    def tracks_of(self, g):
        return np.flatnonzero(self.genre == g)


def sample_examples(cat, n_playlists, seed, new_from=None):
    """Each playlist mixes a main and a side genre; returns (context, next) pairs."""
    rng = np.random.default_rng(seed)
    contexts, targets = [], []
    for _ in range(n_playlists):
        main, side = rng.choice(N_GENRES, 2, replace=False)
        pool_main, pool_side = cat.tracks_of(main), cat.tracks_of(side)
        if new_from is not None:
            fresh = pool_main[pool_main >= new_from]
            if len(fresh):
                pool_main = np.concatenate([pool_main, fresh, fresh])
        length = rng.integers(6, 16)
        seq = np.where(rng.random(length) < 0.75, rng.choice(pool_main, length), rng.choice(pool_side, length))
        for t in range(3, length):
            ctx = seq[max(0, t - CONTEXT):t]
            contexts.append(np.pad(ctx, (CONTEXT - len(ctx), 0)))
            targets.append(seq[t])
    return torch.as_tensor(np.array(contexts), dtype=torch.long), torch.as_tensor(np.array(targets), dtype=torch.long)
