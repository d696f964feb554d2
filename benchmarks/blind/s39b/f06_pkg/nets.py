import torch
from torch import nn

from .blocks import ResBlock1d, make_act, make_norm

NETS = {}


def register(name):
    def deco(fn):
        NETS[name] = fn
        return fn
    return deco


class ChirpDetector(nn.Module):
    def __init__(self, *, stem_channels, stages, kernel, act, norm):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv1d(1, stem_channels, 15, padding=7, bias=False),
                                  make_norm(norm, stem_channels), make_act(act))
        blocks, c = [], stem_channels
        for c_out in stages:
            blocks.append(ResBlock1d(c, c_out, kernel=kernel, act=act, norm=norm, stride=2))
            c = c_out
        self.blocks = nn.Sequential(*blocks)
        self.classifier = nn.Linear(2 * c, 1)

    def forward(self, x):
        z = self.blocks(self.stem(x))
        pooled = [z.mean(-1), z.amax(-1)]
        return self.classifier(torch.cat(pooled, dim=-1)).squeeze(-1)


@register("res1d")
def res1d(**kwargs):
    return ChirpDetector(**kwargs)


def build_net(cfg):
    kwargs = {k: v for k, v in vars(cfg).items() if k != "name"}
    return NETS[cfg.name](**kwargs)
