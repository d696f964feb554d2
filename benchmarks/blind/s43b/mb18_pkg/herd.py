"""Synthetic herd tracks: snow depth, lichen availability, temperature, insect index, day length,
plus last displacement. Movement has a slowly varying migratory drift (hidden state) that the
recurrent teacher can track and a short-window student cannot see directly."""
import math
import torch


def one_herd(steps, gen):
    t = torch.arange(steps, dtype=torch.float32)
    season = 2 * math.pi * t / steps
    snow = torch.relu(torch.cos(season) * 60 + 10 * torch.randn(steps, generator=gen))
    lichen = torch.sigmoid(torch.sin(season * 3) + 0.3 * torch.randn(steps, generator=gen))
    temp = -10 * torch.cos(season) + 3 * torch.randn(steps, generator=gen)
    insects = torch.relu(temp - 8) / 10
    daylen = 12 - 10 * torch.cos(season)
    drift = torch.zeros(steps, 2)
    d = torch.zeros(2)
    for i in range(steps):
        d = 0.97 * d + 0.05 * torch.randn(2, generator=gen) + torch.tensor([0.02 * insects[i], -0.01 * snow[i] / 30])
        drift[i] = d
    move = drift + torch.stack([0.3 * (1 - lichen), 0.2 * insects], 1) + 0.1 * torch.randn(steps, 2, generator=gen)
    feats = torch.stack([snow / 60, lichen, temp / 15, insects, daylen / 24], 1)
    return feats, move


def tracks(args):
    gen = torch.Generator().manual_seed(args.seed)
    return [one_herd(args.steps, gen) for _ in range(args.herds)]


def student_windows(feats, move, window):
    prev = torch.cat([torch.zeros(1, 2), move[:-1]], 0)
    rows = torch.cat([feats, prev], 1)
    xs = torch.stack([rows[i - window + 1:i + 1].flatten() for i in range(window - 1, len(rows))])
    return xs, move[window - 1:]
