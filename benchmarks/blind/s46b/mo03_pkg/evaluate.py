import torch
import torch.nn.functional as F


@torch.no_grad()
def evaluate(model, batches):
    model.eval()
    total, n, used = 0.0, 0, set()
    for spec in batches:
        recon, _, idx = model(spec)
        total += F.mse_loss(recon, spec, reduction="sum").item()
        n += spec.numel()
        used.update(idx.flatten().tolist())
    model.train()
    return total / n, len(used)
