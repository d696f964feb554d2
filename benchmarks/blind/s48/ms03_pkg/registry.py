import torch

NETS = {}
LOSSES = {}
OPTIMIZERS = {
    "adam": lambda params, **kw: torch.optim.Adam(params, **kw),
    "rmsprop": lambda params, **kw: torch.optim.RMSprop(params, **kw),
}


def register(table, name=None):
    def deco(obj):
        table[name or obj.__name__.lower()] = obj
        return obj
    return deco


def build_from_cfg(cfg, table, **extra):
    return table[cfg["type"]](**cfg.get("args", {}), **extra)


def build_optimizer(module, cfg):
    kind = cfg.get("type", "adam")
    return OPTIMIZERS[kind](module.parameters(), **cfg.get("args", {}))
