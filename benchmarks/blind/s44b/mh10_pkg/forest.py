"""Synthetic forest plot: trees are nodes, mycorrhizal links (shared fungal partners) are edges."""
import torch

SPECIES = ["douglas_fir", "paper_birch", "western_redcedar", "ponderosa_pine", "aspen"]


def forest_plot(n_trees, gen):
    xy = torch.rand(n_trees, 2, generator=gen) * 50.0
    species = torch.randint(len(SPECIES), (n_trees,), generator=gen)
    girth = 0.2 + 1.3 * torch.rand(n_trees, generator=gen)
    moisture = 0.3 + 0.5 * torch.rand(n_trees, generator=gen)
    fungus_pref = torch.randn(len(SPECIES), 4, generator=gen)[species]
    fungus_pref = fungus_pref + 0.5 * torch.randn(n_trees, 4, generator=gen)

    dist = torch.cdist(xy, xy)
    affinity = (fungus_pref @ fungus_pref.T) / 4 + 1.5 * torch.minimum(girth[:, None], girth[None, :])
    logit = affinity - dist / 4.0 - 1.0
    upper = torch.triu(torch.rand(n_trees, n_trees, generator=gen) < torch.sigmoid(logit), diagonal=1)
    edges = upper.nonzero().T

    feats = torch.cat([torch.nn.functional.one_hot(species, len(SPECIES)).float(),
                       torch.stack([girth, moisture, xy[:, 0] / 50, xy[:, 1] / 50], 1)], 1)
    return feats, edges, xy


def split_edges(edges, frac_val, gen):
    perm = torch.randperm(edges.shape[1], generator=gen)
    n_val = int(frac_val * edges.shape[1])
    return edges[:, perm[n_val:]], edges[:, perm[:n_val]]


def adjacency(edges, n):
    a = torch.eye(n)
    a[edges[0], edges[1]] = 1.0
    a[edges[1], edges[0]] = 1.0
    d = a.sum(1).rsqrt()
    return d[:, None] * a * d[None, :]


def negative_pairs(n, count, gen):
    return torch.randint(n, (2, count), generator=gen)
