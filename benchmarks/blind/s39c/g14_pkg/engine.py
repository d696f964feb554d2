import math

import torch
import torch.nn.functional as F


def grad_norm(model):
    return math.sqrt(sum(p.grad.pow(2).sum().item() for p in model.parameters() if p.grad is not None))


def train_epoch(model, loader, opt, cfg, epoch):
    model.train()
    for i, (xb, yb) in enumerate(loader):
        out = model(xb)
        loss = F.mse_loss(out, yb)
        loss.backward()
        opt.step()

        if i % cfg.log_every == 0:
            print(f"  epoch {epoch} it {i:4d}  loss {loss.item():.4f}  grad-norm {grad_norm(model):8.2f}")
            opt.zero_grad()


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    se, n = 0.0, 0
    for xb, yb in loader:
        se += F.mse_loss(model(xb), yb, reduction="sum").item()
        n += len(yb)
    return math.sqrt(se / n)
