import torch
from torch import nn


class RunSeparator(nn.Module):
    def __init__(self, n_freq, n_src=2, width=64, depth=3):
        super().__init__()
        self.n_src = n_src
        self.layers = nn.ModuleList()
        ch = n_freq
        for d in range(depth):
            self.layers.append(nn.Sequential(nn.Conv1d(ch, width, 3, padding=2 ** d, dilation=2 ** d),
                                             nn.ReLU(inplace=True)))
            ch = width
        self.to_masks = nn.Conv1d(width, n_src * n_freq, 1)
        self.src_gain = nn.Parameter(torch.ones(n_src, 1, 1))

    def forward(self, mix_mag):
        h = torch.log1p(mix_mag)
        for layer in self.layers:
            h = layer(h)
        logits = self.to_masks(h).view(h.shape[0], self.n_src, mix_mag.shape[-2], -1)
        return torch.softmax(logits, dim=1) * self.src_gain
