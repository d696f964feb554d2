from torch import nn

_LOSSES = {"huber": nn.SmoothL1Loss, "mse": nn.MSELoss}


def make_loss(cfg):
    return _LOSSES[cfg["kind"]](reduction=cfg.get("reduction", "mean"))
