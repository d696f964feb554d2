import os

import torch

from .nets import build_net


def save(model, path):
    torch.save({"model": model.state_dict()}, path)


def restore(path, args):
    net = build_net(args)
    if os.path.exists(path):
        state = torch.load(path, map_location="cpu")
        net.load_state_dict(state["model"])
        print(f"warm start from {path}")
    return net
