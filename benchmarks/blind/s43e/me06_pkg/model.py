import torch
import torch.nn as nn

from .layers import DistanceRBF, GraphAttention


class CouplingTransformer(nn.Module):
    def __init__(self, n_atom_types, n_ctypes, d_model, n_heads, n_layers, n_rbf):
        super().__init__()
        self.atom_emb = nn.Embedding(n_atom_types, d_model)
        self.rbf = DistanceRBF(n_rbf)
        self.layers = nn.ModuleList(GraphAttention(d_model, n_heads, n_rbf) for _ in range(n_layers))
        # one small head per coupling type, as most top solutions did
        self.heads = nn.ModuleList(
            nn.Sequential(nn.Linear(2 * d_model + n_rbf, d_model), nn.GELU(), nn.Linear(d_model, 1))
            for _ in range(n_ctypes)
        )

    def forward(self, pos, types, atom_mask, pairs):
        dist = torch.cdist(pos, pos)
        rbf = self.rbf(dist)
        h = self.atom_emb(types)
        for layer in self.layers:
            h = layer(h, rbf, atom_mask)
        m, i, j = pairs["mol"], pairs["i"], pairs["j"]
        feat = torch.cat([h[m, i], h[m, j], rbf[m, i, j]], -1)
        out = torch.zeros(len(m))
        for t, head in enumerate(self.heads):
            sel = pairs["type"] == t
            if sel.any():
                out = out.index_put((sel.nonzero().squeeze(1),), head(feat[sel]).squeeze(1))
        return out
