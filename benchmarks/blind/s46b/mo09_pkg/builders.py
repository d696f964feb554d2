import torch
import torch.nn as nn

from .nets import NETS


def instantiate_from_config(cfg):
    return NETS[cfg["target"]](**cfg.get("params", {}))


def build_generator(cfg):
    model = instantiate_from_config(cfg["model"])
    out_len = cfg.get("output_length")
    if out_len is not None and out_len != model.output_head.out_features:
        hidden = model.output_head.in_features
        model.output_head = nn.Linear(hidden, out_len)
        model.heads = nn.ModuleDict({n: nn.Linear(hidden, out_len) for n in model.head_names})
    return model


def make_optimizers(cfg, model, critic):
    oc = cfg["optim"]
    opt_g = torch.optim.Adam(model.parameters(), lr=oc["lr_g"], betas=(0.5, 0.9))
    opt_d = torch.optim.Adam(critic.parameters(), lr=oc["lr_d"], betas=(0.5, 0.9))
    return opt_g, opt_d
