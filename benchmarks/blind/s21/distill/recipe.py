import torch


def make_optim(net, cfg):
    decay, no_decay = [], []
    for name, p in net.named_parameters():
        (no_decay if name.endswith("bias") else decay).append(p)
    groups = [{"params": decay, "weight_decay": cfg["wd"]}, {"params": no_decay, "weight_decay": 0.0}]
    opt = getattr(torch.optim, cfg["opt"])(groups, lr=cfg["lr"])
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=cfg["lr"], total_steps=cfg["steps"])
    return opt, sched
