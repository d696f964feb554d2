import torch


def focal_bce(logits, targets, gamma=2.0, eps=1e-4):
    """Binary focal loss per defect label, averaged over pies and labels."""
    probs = torch.sigmoid(logits)
    probs.clamp_(eps, 1.0 - eps)
    p_t = torch.where(targets > 0.5, probs, 1.0 - probs)
    return (-(1.0 - p_t) ** gamma * torch.log(p_t)).mean()


@torch.no_grad()
def label_f1(logits, targets, threshold=0.5):
    pred = (torch.sigmoid(logits) > threshold).float()
    tp = (pred * targets).sum(0)
    fp = (pred * (1 - targets)).sum(0)
    fn = ((1 - pred) * targets).sum(0)
    return 2 * tp / (2 * tp + fp + fn).clamp_min(1)
