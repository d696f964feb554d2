import torch
import torch.nn.functional as F


def sharpness_aware_epoch(model, sam, batches):
    model.train()
    seen, total = 0, 0.0
    for x, y in batches:
        sam.zero_grad()
        first = F.mse_loss(model(x), y)
        first.backward()
        sam.ascend()
        sam.zero_grad()
        F.mse_loss(model(x), y).backward()
        sam.descend()
        seen += x.size(0)
        total += first.item() * x.size(0)
    return total / seen


@torch.no_grad()
def rmse(model, x, y):
    model.eval()
    return F.mse_loss(model(x), y).sqrt().item()
