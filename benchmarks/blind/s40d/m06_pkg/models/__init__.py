import torch
import torch.nn as nn

from .backbones import RingNet

ARCHS = {
    "ringnet_s": dict(width=24, depth=3),
    "ringnet_m": dict(width=32, depth=4),
}


def get_model(name, out_dim):
    return RingNet(out_dim, **ARCHS[name])


def build_finetune_model(args, ckpt_path):
    """Load the pretext-task backbone and put a fresh regime classifier on top."""
    net = get_model(args.arch, out_dim=1)
    state = torch.load(ckpt_path, map_location="cpu")
    net.load_state_dict(state["model"])
    net.head = nn.Linear(net.backbone.out_dim, args.num_regimes)
    return net
