import torch

PARAM_FACTORIES = {}


def factory(name):
    def deco(fn):
        PARAM_FACTORIES[name] = fn
        return fn
    return deco


@factory("rod_thermal")
def rod_thermal(*, n_rods, init_scale=0.1, circular_init=0.5):
    """Per-rod thermal coefficient (s/day per K) and the circular-error coefficient (s/day per deg^2)."""
    alpha = (torch.randn(n_rods) * init_scale).requires_grad_()
    circular = torch.full((1,), circular_init, requires_grad=True)
    return {"alpha": alpha, "circular": circular}


def build_params(cfg):
    return PARAM_FACTORIES[cfg["type"]](**cfg["kwargs"])
