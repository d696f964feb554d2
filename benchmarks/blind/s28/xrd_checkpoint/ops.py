"""Small in-place helpers; they save an allocation per call in the attention blocks."""
import torch


def scaled_scores_(scores, scale, band):
    """Scale attention logits and restrict them to a band of neighbouring patches, in place."""
    scores.mul_(scale)
    scores.masked_fill_(band, float("-inf"))
    return scores


def add_positions_(tokens, table):
    tokens += table
    return tokens


def layer_scale_(update, gamma):
    return update.mul_(gamma)


def band_mask(length, reach):
    index = torch.arange(length)
    return (index[:, None] - index[None, :]).abs() > reach
