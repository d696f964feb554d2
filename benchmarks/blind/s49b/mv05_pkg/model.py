import torch.nn as nn

from .layers import FrostConv


class FrostNet(nn.Module):
    def __init__(self, in_dim, hidden, n_layers, frame_mask):
        super().__init__()
        self.encode = nn.Linear(in_dim, hidden)
        self.convs = nn.ModuleList([FrostConv(hidden) for _ in range(n_layers)])
        self.decode = nn.Linear(hidden, 1)
        self.frame_mask = frame_mask

    def forward(self, x, edge_index, edge_len):
        h = self.encode(x)
        for conv in self.convs:
            h = conv(h, edge_index, edge_len)
            h[:, self.frame_mask] = 0.0
        return self.decode(h).squeeze(-1)
