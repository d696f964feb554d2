from torch import nn

import glove


class SignGRU(nn.Module):
    def __init__(self, hidden=48):
        super().__init__()
        self.norm = nn.LayerNorm(glove.CHANNELS)
        self.gru = nn.GRU(glove.CHANNELS, hidden, batch_first=True)
        self.head = nn.Linear(hidden, len(glove.SIGNS))

    def forward(self, x):
        out, _ = self.gru(self.norm(x))
        return self.head(out[:, -1])
