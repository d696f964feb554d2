def tversky_index(probs, target, alpha=0.5, beta=0.5, smooth=1.0):
    tp = float((probs * target).sum())
    fp = float((probs * (1 - target)).sum())
    fn = float(((1 - probs) * target).sum())
    return (tp + smooth) / (tp + alpha * fp + beta * fn + smooth)


def burned_area_iou(logits, target):
    pred = (logits > 0).float()
    inter = float((pred * target).sum())
    union = float(((pred + target) > 0).float().sum())
    return inter / max(union, 1.0)
