import torch


def run_inference(model, loader, threshold=0.5, temperature=1.0):
    """Score every transaction; returns probabilities, labels and flagged indices."""
    probs, labels, flagged = [], [], []
    offset = 0
    for x, y in loader:
        logits = model(x) / temperature
        p = torch.sigmoid(logits)
        probs.extend(p.tolist())
        labels.extend(y.tolist())
        flagged.extend((offset + torch.nonzero(p > threshold).flatten()).tolist())
        offset += x.size(0)
    return probs, labels, flagged
