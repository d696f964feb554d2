import torch
import torch.nn as nn
import torch.nn.functional as F


class MonotoneRegressor(nn.Module):
    """Output is non-decreasing in every input as long as the mixing weights stay >= 0."""

    def __init__(self, features, hidden):
        super().__init__()
        self.w_in = nn.Parameter(torch.rand(hidden, features) * 0.3)
        self.b_in = nn.Parameter(torch.zeros(hidden))
        self.w_out = nn.Parameter(torch.rand(1, hidden) * 0.3)
        self.b_out = nn.Parameter(torch.zeros(1))

    def constrained(self):
        yield self.w_in
        yield self.w_out

    def forward(self, x):
        h = torch.tanh(F.linear(x, self.w_in, self.b_in))
        return F.linear(h, self.w_out, self.b_out).squeeze(-1)
