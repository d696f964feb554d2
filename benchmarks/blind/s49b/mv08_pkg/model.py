import torch
import torch.nn as nn
import torch.nn.functional as F


class MeanSAGE(nn.Module):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.lin_self = nn.Linear(in_dim, out_dim)
        self.lin_nb = nn.Linear(in_dim, out_dim, bias=False)

    def forward(self, h, edge_index):
        src, dst = edge_index
        n = h.shape[0]
        agg = torch.zeros(n, h.shape[1]).index_add_(0, dst, h[src])
        cnt = torch.zeros(n).index_add_(0, dst, torch.ones(len(dst))).clamp(min=1)
        return self.lin_self(h) + self.lin_nb(agg / cnt.unsqueeze(1))


class FilmPredictor(nn.Module):
    def __init__(self, in_dim, hidden=48, out_dim=32):
        super().__init__()
        self.l1 = MeanSAGE(in_dim, hidden)
        self.l2 = MeanSAGE(hidden, out_dim)

    def forward(self, x, edge_index):
        h = F.relu(self.l1(x, edge_index))
        return self.l2(h, edge_index)
