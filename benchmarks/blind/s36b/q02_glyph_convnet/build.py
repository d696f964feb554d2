import torch

from q02_glyph_convnet.model import GlyphNet
from q02_glyph_convnet.weight_init import init_module

MODELS = {"glyphnet": GlyphNet}


def build_model(cfg):
    net = MODELS[cfg["arch"]](num_classes=cfg["num_classes"], width=cfg["width"])
    with torch.no_grad():
        net.apply(init_module)
    return net


def build_optimizer(cfg, net):
    return torch.optim.SGD(net.parameters(), lr=cfg["lr"], momentum=0.9, nesterov=True,
                           weight_decay=cfg["weight_decay"])
