import torch.nn as nn

EXPERT_BUILDERS = {}


def register(kind):
    def deco(fn):
        EXPERT_BUILDERS[kind] = fn
        return fn
    return deco


@register("mlp")
def mlp_expert(cfg):
    return nn.Sequential(nn.Linear(cfg["in_dim"], cfg["hidden"]), nn.ReLU(),
                         nn.Linear(cfg["hidden"], cfg["out_dim"]))


@register("linear")
def linear_expert(cfg):
    return nn.Linear(cfg["in_dim"], cfg["out_dim"])
