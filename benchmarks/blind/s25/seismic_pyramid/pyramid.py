import torch
from torch import nn

from registry import Detector


def conv_stage(c_in, c_out):
    return nn.Sequential(
        nn.Conv1d(c_in, c_out, kernel_size=7, stride=2, padding=3),
        nn.BatchNorm1d(c_out),
        nn.GELU(),
    )


class PyramidNet(Detector, name="pyramid"):
    """Strided 1-D conv stages; every stage is read out through a 1x1 lateral and pooled."""

    def __init__(self, widths=(16, 32, 48, 64), lateral=24, n_kinds=3):
        super().__init__()
        chans = (3,) + tuple(widths)
        self.stages = nn.ModuleList(conv_stage(a, b) for a, b in zip(chans[:-1], chans[1:]))
        self.laterals = [nn.Conv1d(w, lateral, kernel_size=1) for w in widths]
        self.head = nn.Linear(lateral * len(widths), n_kinds)

    def forward(self, waves):
        pooled = []
        h = waves
        for stage, lateral in zip(self.stages, self.laterals):
            h = stage(h)
            pooled.append(lateral(h).amax(dim=2))
        return self.head(torch.cat(pooled, dim=1))
