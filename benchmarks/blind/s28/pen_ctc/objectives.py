import functools
import operator

import torch
import torch.nn.functional as F

from .strokes import BLANK


def ctc_term(log_probs, lengths, targets, target_lengths):
    # per-word CTC normalised by the word's length, so long words do not dominate
    per_word = F.ctc_loss(log_probs.transpose(0, 1), targets, lengths, target_lengths,
                          blank=BLANK, reduction="none", zero_infinity=True)
    return per_word / target_lengths


def blank_prior_term(log_probs, lengths):
    # keep the average blank posterior near a typical share of 0.6 of the frames
    frames = torch.arange(log_probs.shape[1])[None, :]
    mask = (frames < lengths[:, None]).float()
    blank_share = (log_probs[..., BLANK].exp() * mask).sum() / mask.sum()
    return (blank_share - 0.6) ** 2


def total_loss(weights, log_probs, lengths, targets, target_lengths):
    terms = {
        "ctc": ctc_term(log_probs, lengths, targets, target_lengths),
        "blank": blank_prior_term(log_probs, lengths),
    }
    return functools.reduce(operator.add, (weights[name] * term for name, term in terms.items())), terms
