import torch.nn.functional as F


def adversarial_losses(nets, x, y, *, drift_cost):
    delta = nets["augmenter"](x)
    logits_drift = nets["classifier"](x + delta)
    logits_clean = nets["classifier"](x)
    ce_drift = F.cross_entropy(logits_drift, y)
    return {
        "classifier": 0.5 * (ce_drift + F.cross_entropy(logits_clean, y)),
        "augmenter": -ce_drift + drift_cost * delta.pow(2).mean(),
    }
