import torch


def make_optimizer(net, lr=3e-3, wd=1e-4, epochs=10, steps_per_epoch=20):
    no_decay = [p for n, p in net.named_parameters() if n.endswith("bias") or ".1." in n or ".5." in n]
    decay = [p for n, p in net.named_parameters() if not any(p is q for q in no_decay)]
    opt = torch.optim.AdamW([{"params": decay, "weight_decay": wd},
                             {"params": no_decay, "weight_decay": 0.0}], lr=lr)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=lr, total_steps=epochs * steps_per_epoch)
    return opt, sched
