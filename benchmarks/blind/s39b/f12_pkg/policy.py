import torch
from torch import nn


class AllocationPolicy(nn.Module):
    def __init__(self, in_dim, n_assets, *, cell="LSTM", hidden=32, temperature=1.0):
        super().__init__()
        self.rnn = getattr(nn, cell)(in_dim + n_assets, hidden, batch_first=True)
        self.scores = nn.Linear(hidden, n_assets)
        self.temperature = temperature

    def forward(self, feats, prev_weights, state=None):
        """feats: (1, T, F). Returns weights (1, T, d) that are long-only and sum to one."""
        T = feats.shape[1]
        weights, w = [], prev_weights
        for t in range(T):
            out, state = self.rnn(torch.cat([feats[:, t:t + 1], w.unsqueeze(1)], dim=-1), state)
            w = torch.softmax(self.scores(out[:, 0]) / self.temperature, dim=-1)
            weights.append(w)
        return torch.stack(weights, dim=1), state
