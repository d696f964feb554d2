import torch

from .model import GCN


def build(cfg):
    """Returns (net, opt, sched) from a flat config dict."""
    dims = [cfg["in_dim"]] + [cfg["hidden"]] * cfg["depth"]
    net = GCN(dims, cfg["classes"], dropout=cfg.get("dropout", 0.0))
    opt_cls = getattr(torch.optim, cfg.get("optimizer", "Adam"))
    opt = opt_cls(net.parameters(), lr=cfg["lr"], weight_decay=cfg.get("wd", 0.0))
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=cfg["epochs"])
    return net, opt, sched
