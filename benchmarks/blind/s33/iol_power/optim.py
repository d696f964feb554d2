from functools import partial

import torch

OPTIMIZERS = {
    "adamw": partial(torch.optim.AdamW, lr=2e-3, weight_decay=1e-3),
    "sgd": partial(torch.optim.SGD, lr=1e-2, momentum=0.9, nesterov=True),
    "radam": partial(torch.optim.RAdam, lr=3e-3),
}

SCHEDULES = {
    "cosine": partial(torch.optim.lr_scheduler.CosineAnnealingLR, eta_min=1e-5),
    "step": partial(torch.optim.lr_scheduler.StepLR, step_size=3, gamma=0.5),
}


def build(model, name, schedule, epochs):
    decay, no_decay = [], []
    for pname, p in model.named_parameters():
        (no_decay if pname.endswith("bias") else decay).append(p)
    opt = OPTIMIZERS[name]([{"params": decay}, {"params": no_decay, "weight_decay": 0.0}])
    sched = SCHEDULES[schedule](opt, T_max=epochs) if schedule == "cosine" \
        else SCHEDULES[schedule](opt)
    return opt, sched
