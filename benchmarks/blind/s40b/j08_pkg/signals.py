"""Synthetic turning passes: wear grows with cutting time, feed and depth of cut."""
from typing import Iterator, NamedTuple

import torch


class Passes(NamedTuple):
    features: torch.Tensor   # (N, 8)
    wear: torch.Tensor       # (N,)


def simulate(n_tools: int, passes_per_tool: int, seed: int = 0) -> Passes:
    g = torch.Generator().manual_seed(seed)
    feed = 0.1 + 0.2 * torch.rand(n_tools, 1, generator=g)
    depth = 0.5 + 1.5 * torch.rand(n_tools, 1, generator=g)
    k = 0.6 + 0.4 * torch.rand(n_tools, 1, generator=g)
    t = torch.arange(passes_per_tool, dtype=torch.float32)[None, :] / passes_per_tool
    wear = 0.05 + k * (0.12 * t + 0.25 * torch.relu(t - 0.7) ** 1.5 * 4) * (feed / 0.2) * (depth / 1.25) ** 0.5
    current = 4 + 8 * feed * depth + 3 * wear + 0.1 * torch.randn(wear.shape, generator=g)
    vib_rms = 0.2 + 1.5 * wear ** 2 + 0.05 * torch.randn(wear.shape, generator=g)
    vib_kurt = 3 + 4 * torch.relu(wear - 0.25) + 0.2 * torch.randn(wear.shape, generator=g)
    cols = [current, vib_rms, vib_kurt, feed.expand_as(wear), depth.expand_as(wear), t.expand_as(wear),
            current * vib_rms, torch.log(vib_kurt)]
    feats = torch.stack([c.flatten() for c in cols], dim=1)
    feats = (feats - feats.mean(0)) / feats.std(0)
    return Passes(feats, wear.flatten())


def loader(data: Passes, batch: int, seed: int) -> Iterator[Passes]:
    perm = torch.randperm(len(data.wear), generator=torch.Generator().manual_seed(seed))
    return (Passes(data.features[i], data.wear[i]) for i in perm.split(batch))
