import torch.nn as nn


class ClothesLineGRU(nn.Module):
    def __init__(self, in_dim=4, hidden=32):
        super().__init__()
        self.gru = nn.GRU(in_dim, hidden, batch_first=True)
        self.moisture_head = nn.Linear(hidden, 1)
        self.sunset_head = nn.Sequential(nn.Linear(hidden, 16), nn.ReLU(), nn.Linear(16, 1))

    def forward(self, x, h=None):
        seq, h = self.gru(x, h)
        return seq, self.moisture_head(seq).squeeze(-1), self.sunset_head(seq[:, -1]).squeeze(-1), h
