import torch.nn.functional as F


def masked_mse(pred, target, hidden):
    return ((pred - target) ** 2).mean(dim=1)[hidden].mean()


def classification_ce(logits, labels, _unused=None):
    return F.cross_entropy(logits, labels)


OBJECTIVES = {"masked_mse": masked_mse, "ce": classification_ce}
