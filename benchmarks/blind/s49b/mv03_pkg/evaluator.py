import torch


def evaluate(model, x, y, threshold=0.5):
    model.eval()
    with torch.inference_mode():
        prob = torch.sigmoid(model.cached_logits("val", x))
        pred = prob > threshold
        tp = (pred & (y > 0.5)).sum().item()
        fp = (pred & (y < 0.5)).sum().item()
        fn = (~pred & (y > 0.5)).sum().item()
    model.train()
    return 2 * tp / max(2 * tp + fp + fn, 1)
