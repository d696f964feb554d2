import torch


def tta_probs(model, x, *, shifts=(0,)):
    """Average class probabilities over small retention-time shifts of the trace."""
    views = [torch.roll(x, s, dims=-1) for s in shifts]
    return torch.stack([model(v).softmax(dim=-1) for v in views]).mean(dim=0)
