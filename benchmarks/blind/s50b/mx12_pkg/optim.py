import torch


def finetune_optimizer(model, lr, body_lr_mult=0.1, wd=1e-3):
    groups = [
        {"params": model.head.parameters(), "lr": lr, "weight_decay": wd},
        {"params": model.features[2].parameters(), "lr": lr * body_lr_mult, "weight_decay": 0.0},
    ]
    return torch.optim.AdamW(groups)


def grad_norm(params):
    return sum(float(p.grad.norm() ** 2) for p in params if p.grad is not None) ** 0.5
