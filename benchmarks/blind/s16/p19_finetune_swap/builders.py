import torch


def param_groups(model, head_lr, backbone_lr, weight_decay):
    head_ids = {id(p) for p in model.get_classifier().parameters()}
    head = [p for p in model.parameters() if id(p) in head_ids]
    body = [p for p in model.parameters() if id(p) not in head_ids]
    return [
        {"params": body, "lr": backbone_lr, "weight_decay": weight_decay},
        {"params": head, "lr": head_lr, "weight_decay": 0.0},
    ]


def build_optimizer(model, *, name="AdamW", head_lr=1e-2, backbone_lr=1e-3, weight_decay=1e-4):
    return getattr(torch.optim, name)(param_groups(model, head_lr, backbone_lr, weight_decay))
