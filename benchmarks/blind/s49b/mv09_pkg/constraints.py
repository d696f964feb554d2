import torch
import torch.nn.functional as F


def project_entities(model, rows=None):
    """TransE keeps entity vectors on the unit sphere; re-project after every update."""
    w = model.ent.weight
    with torch.no_grad():
        if rows is None:
            w.div_(w.norm(dim=1, keepdim=True).clamp(min=1e-12))
        else:
            w[rows] = F.normalize(w[rows], dim=1)


def normalise_relations_once(model):
    """Relations are normalised a single time at initialisation (Bordes et al., 2013)."""
    model.rel.weight.data = F.normalize(model.rel.weight.data, dim=1)
