"""Loss terms of the link predictor; each term is a function of the embeddings and the batch."""
from functools import partial

import torch
import torch.nn.functional as F

from .gcn import score


def link_term(z, batch, key, label):
    logits = score(z, batch[key])
    return F.binary_cross_entropy_with_logits(logits, torch.full_like(logits, label))


def embedding_norm(z, batch):
    return z.pow(2).sum(-1).mean()


TERMS = {
    "positive": (1.0, partial(link_term, key="pos", label=1.0)),
    "negative": (1.0, partial(link_term, key="neg", label=0.0)),
    "norm": (1e-3, embedding_norm),
}
