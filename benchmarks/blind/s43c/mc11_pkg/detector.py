import torch
import torch.nn as nn
import torch.nn.functional as F


class CausalSnoreNet(nn.Module):
    """Causal conv front-end + GRU; can be run on a whole window or chunk by chunk."""

    def __init__(self, n_feats, hidden=32, kernel=5):
        super().__init__()
        self.kernel = kernel
        self.conv = nn.Conv1d(n_feats, hidden, kernel)
        self.gru = nn.GRU(hidden, hidden, batch_first=True)
        self.head = nn.Linear(hidden, 1)

    def forward(self, x, state=None):
        # x: (B, T, F); state = (gru hidden, last kernel-1 input frames)
        h, tail = (None, None) if state is None else state
        if tail is None:
            tail = x.new_zeros(x.size(0), self.kernel - 1, x.size(2))
        padded = torch.cat([tail, x], dim=1)
        z = F.relu(self.conv(padded.transpose(1, 2))).transpose(1, 2)
        out, h = self.gru(z, h)
        return self.head(out).squeeze(-1), (h, padded[:, -(self.kernel - 1):])
