import torch


def param_groups(model, weight_decay):
    decay, no_decay = [], []
    for name, param in model.named_parameters():
        if param.ndim < 2 or "norm" in name:
            no_decay.append(param)
        else:
            decay.append(param)
    return [{"params": decay, "weight_decay": weight_decay},
            {"params": no_decay, "weight_decay": 0.0}]


def build(model, lr, weight_decay, warmup, total):
    optimizer = torch.optim.AdamW(param_groups(model, weight_decay), lr=lr)

    def schedule(step):
        if step < warmup:
            return (step + 1) / warmup
        return max(0.0, (total - step) / max(1, total - warmup))

    return optimizer, torch.optim.lr_scheduler.LambdaLR(optimizer, schedule)
