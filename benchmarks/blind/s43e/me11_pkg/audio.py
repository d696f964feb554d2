"""Synthetic rainforest log-mel clips: species calls (band-limited chirps/trills at
species-specific frequencies) over site-specific background noise (rain, insects)."""
import numpy as np
import torch

from .config import CFG


def make_clips(seed):
    rng = np.random.default_rng(seed)
    n, M, T = CFG.n_clips, CFG.n_mels, CFG.n_frames
    site = rng.integers(CFG.n_sites, size=n)
    site_profile = rng.uniform(0.2, 1.0, (CFG.n_sites, M))                    # coloured noise per site
    centers = np.linspace(4, M - 5, CFG.n_species).astype(int)
    spec = rng.gamma(2.0, 0.5, (n, M, T)) * site_profile[site][:, :, None]
    labels = np.zeros((n, CFG.n_species), np.float32)
    for k in range(n):
        present = rng.random(CFG.n_species) < 0.25
        if not present.any():
            present[rng.integers(CFG.n_species)] = True
        labels[k] = present
        for s in np.where(present)[0]:
            t0 = rng.integers(0, T - 12)
            for t in range(t0, t0 + rng.integers(6, 12)):
                f = centers[s] + int(round(2 * np.sin((t - t0) * (0.5 + 0.2 * s))))
                spec[k, f - 1:f + 2, t] += 3.0
    logmel = np.log1p(spec).astype(np.float32)
    return torch.from_numpy(logmel)[:, None], torch.from_numpy(labels), torch.from_numpy(site)
