import torch
import torch.nn.functional as F
from torch import nn


class TemporalBlock(nn.Module):
    def __init__(self, channels, dilation, kernel=3, dropout=0.1):
        super().__init__()
        self.pad = (kernel - 1) * dilation
        self.conv1 = nn.Conv1d(channels, channels, kernel, dilation=dilation)
        self.conv2 = nn.Conv1d(channels, channels, kernel, dilation=dilation)
        self.drop = nn.Dropout(dropout)

    def forward(self, x):
        h = self.drop(F.gelu(self.conv1(F.pad(x, (self.pad, 0)))))       # causal padding
        h = self.drop(F.gelu(self.conv2(F.pad(h, (self.pad, 0)))))
        return x + h


POOLING = {
    "last": lambda h: h[..., -1],
    "mean": lambda h: h.mean(-1),
    "max": lambda h: h.amax(-1),
}


class SnowpackTCN(nn.Module):
    """Dilated causal convolutions over the weather; read-outs are taken from the blocks
    listed in `taps`, each at its own receptive field (short-term loading at the shallow
    tap, buried weak layers at the deep one)."""

    def __init__(self, inputs, channels=24, dilations=(1, 2, 4, 8), taps=(1, 3), pooling=("last", "max")):
        super().__init__()
        self.inp = nn.Conv1d(inputs, channels, 1)
        self.blocks = nn.ModuleList(TemporalBlock(channels, d) for d in dilations)
        self.tapped = [self.blocks[i] for i in taps]
        self.pools = [POOLING[name] for name in pooling]
        self._features = {}
        self._handles = [block.register_forward_hook(self._keep(i)) for i, block in enumerate(self.tapped)]
        self.out_features = channels * len(taps) * len(pooling)

    def _keep(self, index):
        def hook(module, inputs, output):
            self._features[index] = output
        return hook

    def forward(self, weather):
        h = self.inp(weather)
        for block in self.blocks:
            h = block(h)
        taps = [self._features.pop(i) for i in range(len(self.tapped))]
        return torch.cat([pool(t) for t in taps for pool in self.pools], 1)
