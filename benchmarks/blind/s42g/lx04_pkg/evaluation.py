import torch.nn.functional as F

from .distributed import unwrap_model


def evaluate(model, feats, labels, batch=256):
    net = unwrap_model(model)
    net.eval()
    hits, nll, count = 0, 0.0, 0
    for i in range(0, feats.shape[0], batch):
        logits = net(feats[i:i + batch])
        y = labels[i:i + batch]
        nll += F.cross_entropy(logits, y, reduction="sum").item()
        hits += (logits.argmax(1) == y).sum().item()
        count += y.numel()
    net.train()
    return {"acc": hits / count, "nll": nll / count}
