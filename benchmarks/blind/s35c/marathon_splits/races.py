"""Synthetic city-marathon results: intermediate splits, course conditions, finish time."""
import torch

COURSE = ("elevation_gain", "temperature", "humidity", "headwind")
N_RUNNERS = 300


def make_runners(generator):
    ability = torch.randn(N_RUNNERS, generator=generator)
    fade = 0.5 * torch.randn(N_RUNNERS, generator=generator)
    return ability, fade


def make_results(runners, n, generator):
    ability, fade = runners
    runner = torch.randint(0, N_RUNNERS, (n,), generator=generator)
    course = torch.randn(n, len(COURSE), generator=generator)
    pace = 5.2 - 0.6 * ability[runner] + 0.15 * course[:, 1] + 0.1 * course[:, 0]
    pace = pace + 0.1 * torch.randn(n, generator=generator)
    split_5k = 5.0 * pace
    split_10k = split_5k + 5.0 * pace * (1.0 + 0.01 * course[:, 3])
    split_half = split_10k + 11.1 * pace * (1.0 + 0.02 * fade[runner].clamp(min=0))
    late = 1.0 + 0.06 * fade[runner].clamp(min=0) + 0.03 * course[:, 1].clamp(min=0)
    finish = split_half + 21.1 * pace * late + 2.0 * torch.randn(n, generator=generator)
    splits = torch.stack([split_5k / 25.0, split_10k / 50.0, split_half / 110.0], dim=1)
    features = torch.cat([splits - 1.0, course], dim=1)
    return runner, features, (finish.unsqueeze(1) - 220.0) / 30.0


def minibatches(runner, features, target, size, generator):
    order = torch.randperm(len(target), generator=generator)
    for start in range(0, len(order), size):
        idx = order[start:start + size]
        yield runner[idx], features[idx], target[idx]
