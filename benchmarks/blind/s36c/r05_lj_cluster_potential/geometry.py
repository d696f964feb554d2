import torch


def prepare(coords, track_grad=False):
    """Copy the batch and move every configuration's centroid to the origin."""
    pos = coords.clone()
    if track_grad:
        pos.requires_grad_(True)
    return pos - pos.mean(dim=1, keepdim=True)


def pair_distances(pos, i, j):
    return (pos[:, i] - pos[:, j]).norm(dim=-1)
