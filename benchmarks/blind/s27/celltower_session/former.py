import torch
from torch import nn


class TrafficFormer(nn.Module):
    def __init__(self, window, dim=32, heads=4):
        super().__init__()
        self.window = window
        self.inp = nn.Linear(1, dim)
        self.position_table = nn.Embedding(window, dim)
        layer = nn.TransformerEncoderLayer(dim, heads, dim_feedforward=64, dropout=0.0,
                                           batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, num_layers=1, enable_nested_tensor=False)
        self.out = nn.Linear(dim, 1)

    def positions(self):
        return self.position_table(torch.arange(self.window))

    def forward(self, history, positions=None):
        if positions is None:
            positions = self.positions()
        h = self.inp(history.unsqueeze(-1)) + positions
        return self.out(self.encoder(h)[:, -1]).squeeze(-1)
