import torch.nn as nn


def build_loss(lcfg):
    cls = getattr(nn, lcfg.kind)
    kwargs = {"reduction": lcfg.reduction}
    if lcfg.kind == "SmoothL1Loss":
        kwargs["beta"] = lcfg.beta
    return cls(**kwargs)
