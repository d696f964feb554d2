"""Held-out end-point error."""
import torch


@torch.no_grad()
def validate(net, pairs):
    net.eval()
    a, b, gt = pairs
    return (net(a, b)[-1] - gt).norm(dim=1).mean().item()
