import torch.nn.functional as F

from .agreement import batch_shares


def weighted_step(model, optimizer, pixels, label, agreement):
    """One update on the agreement-weighted mean of the per-pixel cross-entropies."""
    per_pixel = F.cross_entropy(model(pixels), label, reduction="none")
    share = batch_shares(agreement)
    optimizer.zero_grad()
    per_pixel.backward(share)
    optimizer.step()
    return (per_pixel.detach() * share).sum().item()
