import torch.nn as nn

ACTIVATIONS = {"tanh": nn.Tanh, "relu": nn.ReLU, "silu": nn.SiLU}


def build_surrogate(cfg, n_in=7, n_out=8):
    act = ACTIVATIONS[cfg["activation"]]
    layers, d = [], n_in
    for _ in range(cfg["depth"]):
        layers += [nn.Linear(d, cfg["width"]), act()]
        d = cfg["width"]
    layers.append(nn.Linear(d, n_out))
    return nn.Sequential(*layers)
