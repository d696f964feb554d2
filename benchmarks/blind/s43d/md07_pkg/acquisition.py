import numpy as np
import torch.nn.functional as F


def calibrated_entropy(logits, temperature):
    probs = F.softmax(logits / temperature, dim=1)
    return -(probs * probs.clamp_min(1e-12).log()).sum(1)


def pick_most_uncertain(pool_logits, temperature, budget):
    scores = calibrated_entropy(pool_logits, temperature)
    ranked = np.argsort(-scores.numpy())
    return ranked[:budget]
