import torch

from .nets import LowFidelityNet, DiscrepancyNet


def build(cfg):
    models = {"lf": LowFidelityNet(cfg["lf_width"]), "hf": DiscrepancyNet(cfg["hf_width"])}
    opts = {
        "lf": torch.optim.Adam(models["lf"].parameters(), lr=cfg["lf_lr"]),
        "hf": torch.optim.Adam(models["hf"].parameters(), lr=cfg["hf_lr"],
                               weight_decay=cfg["hf_wd"]),
    }
    return models, opts
