import math

import torch
import torch.nn.functional as F


@torch.no_grad()
def sequence_nll(prior, tokens):
    logits = prior(tokens)
    return F.cross_entropy(logits, tokens)


def perplexity(nll):
    return math.exp(float(nll))
