import torch

from .geometry import prepare


def predict_forces(model, coords):
    """Forces as the negative gradient of the learned energy w.r.t. the positions."""
    model.zero_grad(set_to_none=True)
    pos = prepare(coords, track_grad=True)
    energy = model(pos)
    energy.sum().backward()
    return -pos.grad


def force_errors(pred, ref):
    mae = (pred - ref).abs().mean().item()
    cos = torch.nn.functional.cosine_similarity(pred.reshape(-1, 3), ref.reshape(-1, 3), dim=1)
    return mae, cos.mean().item()
