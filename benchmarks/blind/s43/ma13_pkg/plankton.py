"""Synthetic descriptors from an underwater plankton camera.

Per detected organism: bell diameter, height/width ratio, transparency, edge sharpness, pulsation
frequency, tentacle-count proxy, colour moments, texture energy...  New taxa show up as blooms
during the season, so classes arrive in groups: every group is one task.
"""
import torch

N_DESC = 16
TAXA_GROUPS = [
    ["Aurelia", "Chrysaora"],
    ["Cyanea", "Pelagia"],
    ["Rhizostoma", "Physalia"],
    ["Velella", "Mnemiopsis"],
]


def bloom_stream(per_taxon, seed=0):
    gen = torch.Generator().manual_seed(seed)
    label = 0
    for task, group in enumerate(TAXA_GROUPS):
        xs, ys = [], []
        for _ in group:
            centre = 0.9 * torch.randn(N_DESC, generator=gen)
            xs.append(centre + torch.randn(per_taxon, N_DESC, generator=gen))
            ys.append(torch.full((per_taxon,), label))
            label += 1
        x, y = torch.cat(xs), torch.cat(ys)
        perm = torch.randperm(len(y), generator=gen)
        x, y = x[perm], y[perm]
        cut = int(0.8 * len(y))
        yield task, group, (x[:cut], y[:cut]), (x[cut:], y[cut:])
