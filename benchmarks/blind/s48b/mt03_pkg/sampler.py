"""Residual-based adaptive refinement (RAR) of collocation points."""
import torch

from .physics import heat_residual


def uniform_points(n, generator):
    return torch.rand(n, 2, generator=generator).requires_grad_(True)


def refine(model, points, n_candidates, n_add, generator):
    candidates = uniform_points(n_candidates, generator)
    res = heat_residual(model, candidates, model.alpha).abs().squeeze(1)
    worst = torch.topk(res.detach(), n_add).indices
    new = candidates[worst].detach()
    merged = torch.cat([points.detach(), new], dim=0).requires_grad_(True)
    return merged, res.detach().mean().item()
