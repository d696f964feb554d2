"""Synthetic hiking-trail network: junctions are nodes, trail segments are edges."""
import torch

GRADES = ["easy", "moderate", "hard"]


def trail_network(n_junctions, k, gen):
    xy = torch.rand(n_junctions, 2, generator=gen) * 10.0
    ridge = torch.exp(-((xy[:, 0] - 6.5) ** 2 + (xy[:, 1] - 4.0) ** 2) / 6.0)
    elevation = 300 + 1400 * ridge + 60 * torch.randn(n_junctions, generator=gen)

    dist = torch.cdist(xy, xy)
    dist.fill_diagonal_(float("inf"))
    nbrs = dist.topk(k, largest=False).indices
    src = torch.arange(n_junctions).repeat_interleave(k)
    dst = nbrs.reshape(-1)
    edges = torch.cat([torch.stack([src, dst]), torch.stack([dst, src])], 1).unique(dim=1)

    climb = (elevation[edges[1]] - elevation[edges[0]]).clamp(min=0)
    run = dist[edges[0], edges[1]] * 1000
    slope = torch.zeros(n_junctions).scatter_reduce_(0, edges[0], climb / run, "amax")
    scree = (torch.rand(n_junctions, generator=gen) < 0.2 + 0.5 * ridge).float()
    signage = torch.rand(n_junctions, generator=gen)
    noise_feats = torch.randn(n_junctions, 3, generator=gen)

    difficulty = 2.2 * ridge + 4.0 * slope + 0.8 * scree - 0.4 * signage
    deg = torch.zeros(n_junctions).index_add_(0, edges[0], torch.ones(edges.shape[1]))
    around = torch.zeros(n_junctions).index_add_(0, edges[0], difficulty[edges[1]]) / deg
    difficulty = 0.5 * difficulty + 0.5 * around + 0.2 * torch.randn(n_junctions, generator=gen)
    grade = torch.bucketize(difficulty, torch.quantile(difficulty, torch.tensor([0.45, 0.8])))
    observed = torch.stack([elevation / 1000, slope * 5, scree, signage], 1)
    observed = observed + 0.8 * torch.randn(observed.shape, generator=gen)
    feats = torch.cat([observed, noise_feats], 1)
    gain = climb.new_zeros(n_junctions).index_add_(0, edges[0], climb) / 100.0
    return {"x": feats, "edges": edges, "grade": grade, "gain": gain, "n": n_junctions}
