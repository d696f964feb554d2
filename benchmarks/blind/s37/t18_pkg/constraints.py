import torch
from torch import nn


@torch.no_grad()
def clip_embedding_norms(model, max_norm=2.0):
    for m in model.modules():
        if isinstance(m, nn.Embedding):
            norms = m.weight.norm(dim=1, keepdim=True).clamp(min=1e-8)
            m.weight.mul_(torch.clamp(max_norm / norms, max=1.0))
