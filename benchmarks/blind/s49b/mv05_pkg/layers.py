import torch
import torch.nn as nn


class FrostConv(nn.Module):
    """h_i' = tanh(W_self h_i + mean_j exp(-len_ij / s) W_nb h_j)."""

    def __init__(self, dim, length_scale=0.05):
        super().__init__()
        self.self_lin = nn.Linear(dim, dim)
        self.nb_lin = nn.Linear(dim, dim, bias=False)
        self.length_scale = length_scale

    def forward(self, h, edge_index, edge_len):
        src, dst = edge_index
        b, n, d = h.shape
        w = torch.exp(-edge_len / self.length_scale).view(1, -1, 1)
        msg = w * self.nb_lin(h)[:, src]
        agg = torch.zeros(b, n, d).scatter_add_(1, dst.view(1, -1, 1).expand(b, -1, d), msg)
        deg = torch.zeros(n).scatter_add_(0, dst, w.view(-1)).clamp(min=1e-6)
        return torch.tanh(self.self_lin(h) + agg / deg.view(1, n, 1))
