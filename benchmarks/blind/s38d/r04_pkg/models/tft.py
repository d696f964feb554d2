import torch
import torch.nn as nn
import torch.nn.functional as F


class GatedResidualNetwork(nn.Module):
    def __init__(self, d_in, hidden, d_out, dropout=0.1):
        super().__init__()
        self.fc1 = nn.Linear(d_in, hidden)
        self.fc2 = nn.Linear(hidden, hidden)
        self.gate = nn.Linear(hidden, 2 * d_out)
        self.skip = nn.Linear(d_in, d_out) if d_in != d_out else nn.Identity()
        self.norm = nn.LayerNorm(d_out)
        self.drop = nn.Dropout(dropout)

    def forward(self, x):
        h = self.fc2(F.elu(self.fc1(x)))
        return self.norm(self.skip(x) + F.glu(self.gate(self.drop(h)), dim=-1))


class VariableSelection(nn.Module):
    def __init__(self, num_vars, hidden, dropout):
        super().__init__()
        self.num_vars = num_vars
        self.weight_grn = GatedResidualNetwork(num_vars, hidden, num_vars, dropout)
        self.var_grns = [GatedResidualNetwork(1, hidden, hidden, dropout) for _ in range(num_vars)]

    def forward(self, x):                       # x: B, T, V
        weights = self.weight_grn(x).softmax(-1)                                   # B, T, V
        per_var = torch.stack([grn(x[..., i:i + 1]) for i, grn in enumerate(self.var_grns)], -2)
        return (weights.unsqueeze(-1) * per_var).sum(-2), weights                  # B, T, H


class TemporalFusionLite(nn.Module):
    def __init__(self, num_vars, hidden, horizon, quantiles, dropout=0.1):
        super().__init__()
        self.horizon, self.quantiles = horizon, list(quantiles)
        self.select = VariableSelection(num_vars, hidden, dropout)
        self.lstm = nn.LSTM(hidden, hidden, batch_first=True)
        self.attn = nn.MultiheadAttention(hidden, 2, batch_first=True, dropout=dropout)
        self.post = GatedResidualNetwork(hidden, hidden, hidden, dropout)
        self.out = nn.Linear(hidden, horizon * len(self.quantiles))

    def forward(self, x):
        h, weights = self.select(x)
        h, _ = self.lstm(h)
        a, _ = self.attn(h, h, h, need_weights=False)
        z = self.post(h + a)[:, -1]
        return self.out(z).view(-1, self.horizon, len(self.quantiles)), weights
