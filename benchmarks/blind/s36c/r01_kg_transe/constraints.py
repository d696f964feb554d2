import torch


def unit_norm_rows(weight, eps=1e-12):
    """Project every embedding row back onto the unit sphere (TransE, Bordes et al. 2013)."""
    norms = weight.norm(p=2, dim=1, keepdim=True).clamp_min(eps)
    weight.div_(norms)
    return weight


def clip_rows(weight, max_norm=1.0):
    return torch.renorm(weight, p=2, dim=0, maxnorm=max_norm)
