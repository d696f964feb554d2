import torch
import torch.nn.functional as F


def fit_epoch(model, optimizer, batches):
    model.train()
    seen, total = 0, 0.0
    for x, y in batches:
        loss = F.smooth_l1_loss(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        seen += len(y)
        total += loss.item() * len(y)
    return total / seen


@torch.no_grad()
def passage_error(model, x, y):
    """Mean absolute error of log(1 + count) and median absolute count error."""
    model.eval()
    pred = model(x)
    counts = (torch.expm1(pred).clamp(min=0) - torch.expm1(y)).abs()
    return (pred - y).abs().mean().item(), counts.median().item()
