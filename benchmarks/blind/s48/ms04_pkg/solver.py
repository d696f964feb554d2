import torch


def make_optimizers(modules, optim_cfg):
    """One optimizer per named module; optim_cfg maps the same names to {name, kwargs}."""
    out = {}
    for key, module in modules.items():
        spec = optim_cfg[key]
        out[key] = getattr(torch.optim, spec["name"])(module.parameters(), **spec.get("kwargs", {}))
    return out
