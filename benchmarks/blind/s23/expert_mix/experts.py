import torch.nn as nn

ACTIVATIONS = {"tanh": nn.Tanh, "relu": nn.ReLU, "gelu": nn.GELU}
BUILDERS = {}


def builder(kind):
    def register(fn):
        BUILDERS[kind] = fn
        return fn
    return register


@builder("linear")
def linear_expert(in_dim, **_):
    return nn.Linear(in_dim, 1)


@builder("mlp")
def mlp_expert(in_dim, hidden=32, activation="relu", **_):
    return nn.Sequential(nn.Linear(in_dim, hidden), ACTIVATIONS[activation](), nn.Linear(hidden, 1))


def build_expert(spec, in_dim):
    options = {k: v for k, v in spec.items() if k not in ("name", "kind")}
    return BUILDERS[spec["kind"]](in_dim, **options)
