import torch


def grouped_adamw(module, lr, wd):
    decay, plain = [], []
    for name, p in module.named_parameters():
        if not p.requires_grad:
            continue
        (plain if name.endswith("bias") else decay).append(p)
    return torch.optim.AdamW([{"params": decay, "weight_decay": wd},
                              {"params": plain, "weight_decay": 0.0}], lr=lr)
