"""Synthetic harness-IMU summaries for sled dogs.

Per 2-second window: stride frequency, vertical / lateral / fore-aft acceleration RMS, trunk
roll and pitch range, left-right symmetry, jerk, and two spectral-peak ratios.  Teams differ in
dog size and harness fit, which rescales frequencies and amplitudes: one team is one task.
"""
import torch

GAITS = ["walk", "trot", "lope", "gallop", "stall"]
N_FEATURES = 10


def team_windows(n_teams, per_gait, seed=0):
    gen = torch.Generator().manual_seed(seed)
    gait_profile = torch.randn(len(GAITS), N_FEATURES, generator=gen)
    for team in range(n_teams):
        size = 0.75 + 0.5 * torch.rand(1, generator=gen)
        fit = 0.6 * torch.randn(N_FEATURES, generator=gen)
        xs, ys = [], []
        for g in range(len(GAITS)):
            w = gait_profile[g] / size + fit + 0.7 * torch.randn(per_gait, N_FEATURES, generator=gen)
            xs.append(w)
            ys.append(torch.full((per_gait,), g))
        x, y = torch.cat(xs), torch.cat(ys)
        perm = torch.randperm(len(y), generator=gen)
        x, y = x[perm], y[perm]
        cut = int(0.8 * len(y))
        yield team, (x[:cut], y[:cut]), (x[cut:], y[cut:])
