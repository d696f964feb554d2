import torch
import torch.nn.functional as F


def fit_temperature(logits, labels, steps=200, lr=0.2):
    """Post-hoc temperature scaling by plain gradient descent on log T."""
    log_t = torch.zeros(1, requires_grad=True)
    for _ in range(steps):
        nll = F.cross_entropy(logits / log_t.exp(), labels)
        nll.backward()
        with torch.no_grad():
            log_t -= lr * log_t.grad
        log_t.grad = None
    return log_t.exp().item()


def expected_calibration_error(probs, labels, bins=10):
    conf, pred = probs.max(dim=1)
    edges = torch.linspace(0, 1, bins + 1)
    ece = torch.zeros(())
    for lo, hi in zip(edges[:-1], edges[1:]):
        sel = (conf > lo) & (conf <= hi)
        if sel.any():
            ece += sel.float().mean() * ((pred[sel] == labels[sel]).float().mean() - conf[sel].mean()).abs()
    return ece.item()
