import torch


def param_groups(model, lr_head, lr_lora, weight_decay):
    head_decay, head_plain, lora = [], [], []
    for name, p in model.named_parameters():
        if not p.requires_grad:
            continue
        if "lora_" in name:
            lora.append(p)
        elif name.endswith("bias"):
            head_plain.append(p)
        else:
            head_decay.append(p)
    groups = [
        {"params": head_decay, "lr": lr_head, "weight_decay": weight_decay},
        {"params": head_plain, "lr": lr_head, "weight_decay": 0.0},
    ]
    if lora:
        groups.append({"params": lora, "lr": lr_lora, "weight_decay": 0.0})
    return groups


def build_optimizer(model, cfg):
    groups = param_groups(model, cfg["lr_head"], cfg["lr_lora"], cfg["wd"])
    return torch.optim.AdamW(groups)
