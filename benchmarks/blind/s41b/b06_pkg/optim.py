import torch


def build_optimizer(moco, cfg):
    # only the query encoder is trained by gradient descent; the key encoder follows it by EMA
    return torch.optim.SGD(moco.encoder_q.parameters(), lr=cfg["lr"], momentum=0.9,
                           weight_decay=cfg["weight_decay"])


def cosine_lr(opt, base_lr, step, total):
    import math
    for g in opt.param_groups:
        g["lr"] = base_lr * 0.5 * (1 + math.cos(math.pi * step / total))
