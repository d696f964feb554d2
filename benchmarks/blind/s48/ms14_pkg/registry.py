ARCHS = {}
OPTIMS = {}


def register_arch(name):
    def deco(cls):
        ARCHS[name] = cls
        return cls
    return deco


def register_optim(name):
    def deco(fn):
        OPTIMS[name] = fn
        return fn
    return deco


@register_optim("adamw_cosine")
def adamw_cosine(params, *, lr, weight_decay=0.01, total_steps=1000):
    import torch
    opt = torch.optim.AdamW(params, lr=lr, weight_decay=weight_decay)
    return opt, torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=total_steps)


def build_model(cfg):
    return ARCHS[cfg["type"]](**cfg["args"])
