"""Synthetic stick-IMU summaries of lacrosse shots.

Per shot: peak angular rate on three axes, peak acceleration, wind-up duration, release angle,
follow-through length, stick-head speed proxies.  Every player has their own mechanics, so the
classifier is personalised player by player: one player is one task.
"""
import torch

SHOTS = ["overhand", "sidearm", "underhand", "bounce", "behind_back", "quick_stick"]
N_FEATURES = 12


def player_sessions(n_players, per_shot, seed=0):
    gen = torch.Generator().manual_seed(seed)
    technique = torch.randn(len(SHOTS), N_FEATURES, generator=gen)
    for player in range(n_players):
        strength = 0.8 + 0.4 * torch.rand(N_FEATURES, generator=gen)
        style = 0.7 * torch.randn(N_FEATURES, generator=gen)
        xs, ys = [], []
        for k in range(len(SHOTS)):
            xs.append(technique[k] * strength + style + 0.6 * torch.randn(per_shot, N_FEATURES, generator=gen))
            ys.append(torch.full((per_shot,), k))
        x, y = torch.cat(xs), torch.cat(ys)
        perm = torch.randperm(len(y), generator=gen)
        x, y = x[perm], y[perm]
        cut = int(0.8 * len(y))
        yield player, (x[:cut], y[:cut]), (x[cut:], y[cut:])
