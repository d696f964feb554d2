import torch
import torch.nn as nn


def param_groups(model, base_lr, backbone_mult=0.1, weight_decay=1e-4):
    """Discriminative learning rates: the pretrained backbone moves 10x slower than the new head."""
    decay, no_decay = [], []
    for name, p in model.backbone.named_parameters():
        (no_decay if p.ndim == 1 else decay).append(p)
    return [
        {"params": decay, "lr": base_lr * backbone_mult, "weight_decay": weight_decay},
        {"params": no_decay, "lr": base_lr * backbone_mult, "weight_decay": 0.0},
        {"params": model.head.parameters(), "lr": base_lr},
    ]


def set_backbone_trainable(model, flag):
    for p in model.backbone.parameters():
        p.requires_grad_(flag)


def run_epoch(model, loader, criterion, optimizer, scheduler, device):
    model.train()
    total, correct, loss_sum = 0, 0, 0.0
    for x, y in loader:
        x, y = x.to(device), y.to(device)
        logits = model(x)
        loss = criterion(logits, y)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 5.0)
        optimizer.step()
        scheduler.step()
        loss_sum += loss.item() * y.size(0)
        correct += (logits.argmax(1) == y).sum().item()
        total += y.size(0)
    return loss_sum / total, correct / total


@torch.no_grad()
def evaluate(model, loader, device):
    model.eval()
    correct = total = 0
    for x, y in loader:
        correct += (model(x.to(device)).argmax(1) == y.to(device)).sum().item()
        total += y.numel()
    return correct / total
