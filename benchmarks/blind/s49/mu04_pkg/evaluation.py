import torch.nn.functional as F

from .features import log_bands


def evaluate_split(model, clips, labels, batch_size=64):
    model.eval()
    n_correct, loss_sum = 0, 0.0
    per_class = {}
    for start in range(0, clips.shape[0], batch_size):
        feats = log_bands(clips[start:start + batch_size])
        target = labels[start:start + batch_size]
        logits = model(feats)
        loss_sum += F.cross_entropy(logits, target, reduction="sum").item()
        pred = logits.argmax(-1)
        n_correct += (pred == target).sum().item()
        for y, p in zip(target.tolist(), pred.tolist()):
            hits, seen = per_class.get(y, (0, 0))
            per_class[y] = (hits + int(p == y), seen + 1)
    model.train()
    return {"acc": n_correct / clips.shape[0], "loss": loss_sum / clips.shape[0],
            "per_class": {k: h / s for k, (h, s) in sorted(per_class.items())}}
