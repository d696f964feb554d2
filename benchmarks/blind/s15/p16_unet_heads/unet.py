import torch
import torch.nn as nn
import torch.nn.functional as F

from blocks import BLOCKS


class DeepSupUNet(nn.Module):
    def __init__(self, in_ch=1, n_cls=3, widths=(8, 16, 32), block="res"):
        super().__init__()
        self.widths = list(widths)
        self.side_names = ["final", "side1", "side2"]
        make = BLOCKS[block]
        chans = [in_ch] + self.widths
        self.down = nn.ModuleList(make(chans[i], chans[i + 1]) for i in range(len(self.widths)))
        self.up = nn.ModuleList(make(self.widths[i] + self.widths[i + 1], self.widths[i])
                                for i in reversed(range(len(self.widths) - 1)))
        self.heads = nn.ModuleDict({
            "final": nn.Conv2d(self.widths[0], n_cls, 1),
            "side1": nn.Conv2d(self.widths[1], n_cls, 1),
            "side2": nn.Conv2d(self.widths[2], n_cls, 1),
        })

    def forward(self, x):
        skips = []
        for i, layer in enumerate(self.down):
            x = layer(x if i == 0 else F.max_pool2d(x, 2))
            skips.append(x)
        feats = {"side2": x}
        for layer, skip, name in zip(self.up, reversed(skips[:-1]), ["side1", "final"]):
            x = layer(torch.cat([F.interpolate(x, size=skip.shape[-2:]), skip], 1))
            feats[name] = x
        return {k: self.heads[k](v) for k, v in feats.items()}
