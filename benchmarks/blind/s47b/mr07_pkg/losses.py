import torch


def partial_label_bce(probs, captioned, unlabeled_weight=0.3, eps=1e-4):
    """BCE where a missing caption tag is only a soft negative (it may be unseen)."""
    probs.clamp_(eps, 1 - eps)
    pos = captioned * torch.log(probs)
    neg = (1 - captioned) * unlabeled_weight * torch.log(1 - probs)
    return -(pos + neg).mean()


LOSSES = {"partial_bce": partial_label_bce}
