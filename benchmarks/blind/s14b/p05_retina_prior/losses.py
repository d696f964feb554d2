import torch
import torch.nn.functional as F


def focal_loss(logits, targets, alpha=0.25, gamma=2.0):
    p = torch.sigmoid(logits)
    ce = F.binary_cross_entropy_with_logits(logits, targets, reduction="none")
    p_t = p * targets + (1 - p) * (1 - targets)
    loss = ce * (1 - p_t) ** gamma
    alpha_t = alpha * targets + (1 - alpha) * (1 - targets)
    return (alpha_t * loss).sum() / targets.sum().clamp(min=1.0)


def detection_loss(cls_out, box_out, cls_tgt, box_tgt):
    return focal_loss(cls_out, cls_tgt) + F.smooth_l1_loss(box_out, box_tgt)
