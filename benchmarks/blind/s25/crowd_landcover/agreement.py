import torch

from .crowd import COVER


def consensus(votes):
    """Majority label per pixel and the share of volunteers who voted for it."""
    counts = torch.nn.functional.one_hot(votes, len(COVER)).sum(dim=1)
    top, label = counts.max(dim=1)
    return label, top.float() / votes.size(1)


def batch_shares(agreement, sharpness=2.0):
    """Per-pixel weights of a mini-batch, summing to one; near-unanimous pixels count more."""
    raw = agreement.pow(sharpness)
    return raw / raw.sum()
