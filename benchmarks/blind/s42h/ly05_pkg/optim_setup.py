"""Which optimizer/settings each section of the tutorial uses."""
import torch

SETTINGS = {
    "mlp": dict(lr=0.05, momentum=0.9),
    "conv": dict(lr=0.05, momentum=0.9),
}


def make_optimizer(net, section):
    cfg = SETTINGS[section]
    return torch.optim.SGD(net.parameters(), lr=cfg["lr"], momentum=cfg["momentum"])
