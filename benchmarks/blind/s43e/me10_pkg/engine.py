import torch
import torch.nn.functional as F


def dice_coef(prob, target, thr=0.5, eps=1e-6):
    pred = (prob > thr).float()
    inter = (pred * target).sum((1, 2, 3))
    return ((2 * inter + eps) / (pred.sum((1, 2, 3)) + target.sum((1, 2, 3)) + eps)).mean().item()


def bce_dice_loss(logits, target):
    prob = torch.sigmoid(logits)
    inter = (prob * target).sum((1, 2, 3))
    soft_dice = 1 - (2 * inter + 1) / (prob.sum((1, 2, 3)) + target.sum((1, 2, 3)) + 1)
    return F.binary_cross_entropy_with_logits(logits, target) + soft_dice.mean()


def train_one_epoch(model, x, y, optimizer, scheduler, cfg):
    model.train()
    perm = torch.randperm(len(x))
    total = 0.0
    for i in range(0, len(x), cfg.batch_size):
        idx = perm[i:i + cfg.batch_size]
        xb, yb = x[idx], y[idx]
        if torch.rand(()) < 0.5:
            xb, yb = xb.flip(3), yb.flip(3)
        loss = bce_dice_loss(model(xb), yb)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        scheduler.step()
        total += loss.item() * len(idx)
    return total / len(x)


@torch.no_grad()
def valid_one_epoch(model, x, y, cfg):
    model.eval()
    prob = (torch.sigmoid(model(x)) + torch.sigmoid(model(x.flip(3))).flip(3)) / 2     # hflip TTA
    return dice_coef(prob, y, cfg.threshold), prob
