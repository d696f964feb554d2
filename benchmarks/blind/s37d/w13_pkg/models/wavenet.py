import torch.nn as nn
import torch.nn.functional as F

from .layers import CausalConv1d, ResidualBlock


class WaveNet(nn.Module):
    def __init__(self, quant=64, res_ch=32, skip_ch=64, layers=6, stacks=2):
        super().__init__()
        self.quant = quant
        self.embed = nn.Embedding(quant, res_ch)
        self.causal = CausalConv1d(res_ch, res_ch, 2)
        dilations = [2 ** i for i in range(layers)] * stacks
        self.res_blocks = [ResidualBlock(res_ch, skip_ch, d) for d in dilations]
        self.post = nn.Sequential(nn.ReLU(), nn.Conv1d(skip_ch, skip_ch, 1), nn.ReLU(), nn.Conv1d(skip_ch, quant, 1))
        self.receptive_field = sum(dilations) + 2

    def forward(self, x):
        h = self.causal(self.embed(x).transpose(1, 2))
        skips = 0
        for block in self.res_blocks:
            h, s = block(h)
            skips = skips + s
        return self.post(skips)

    def loss(self, x):
        logits = self(x[:, :-1])
        return F.cross_entropy(logits[:, :, self.receptive_field:], x[:, 1 + self.receptive_field:])
