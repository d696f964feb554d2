from functools import partial

import torch
import torch.nn.functional as F

from metrics import tversky_index


def focal_tversky(logits, target, alpha, beta, gamma):
    index = tversky_index(torch.sigmoid(logits), target, alpha, beta)
    return torch.tensor((1.0 - index) ** gamma, requires_grad=True)


OBJECTIVES = {
    "focal_tversky": partial(focal_tversky, alpha=0.7, beta=0.3, gamma=0.75),
    "bce": F.binary_cross_entropy_with_logits,
}
