import torch.nn as nn

_BUILDERS = {
    "decoder": lambda cfg: nn.Sequential(nn.Linear(cfg["z_dim"], cfg["width"]), nn.ReLU(),
                                         nn.Linear(cfg["width"], cfg["x_dim"])),
    "scorer": lambda cfg: nn.Sequential(nn.Linear(cfg["x_dim"], cfg["width"]), nn.LeakyReLU(0.2),
                                        nn.Linear(cfg["width"], 1)),
}


def build(kind, cfg):
    return _BUILDERS[kind](cfg)
