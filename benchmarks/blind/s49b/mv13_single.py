"""Creaky floorboards in an old house.

Boards are nodes; two boards are linked when they rest on a shared joist segment or butt
against each other. A shared GCN encoder feeds two tasks: (a) how loud each board creaks
under a footstep, (b) which pairs of boards creak together (nail-pop coupling, link prediction).
The two task losses are applied as two alternating updates per epoch.
"""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def lay_floor(rows=14, cols=10, seed=0):
    rng = np.random.default_rng(seed)
    n = rows * cols
    idx = np.arange(n).reshape(rows, cols)
    pairs = [(idx[r, c], idx[r, c + 1]) for r in range(rows) for c in range(cols - 1)]
    pairs += [(idx[r, c], idx[r + 1, c]) for r in range(rows - 1) for c in range(cols) if rng.random() < 0.5]
    e = np.asarray(pairs).T
    moisture = rng.uniform(0.08, 0.2, n)
    nail_gap = rng.gamma(2.0, 0.4, n)
    age = rng.uniform(40, 120, n) / 100.0
    span = rng.uniform(0.3, 0.6, n)
    loud = 3 * nail_gap * (0.2 - moisture) * 5 + 0.5 * span + 0.2 * rng.normal(size=n)
    couple = (nail_gap[e[0]] + nail_gap[e[1]] > 1.6).astype(np.float32)
    feats = np.stack([moisture * 5, nail_gap, age, span], 1).astype(np.float32)
    return torch.as_tensor(feats), torch.as_tensor(e), torch.as_tensor(loud, dtype=torch.float32), torch.as_tensor(couple)


def sym_norm_adj(edge_index, n):
    src, dst = edge_index
    loops = torch.arange(n)
    row = torch.cat([src, dst, loops])
    col = torch.cat([dst, src, loops])
    deg = torch.zeros(n).index_add_(0, row, torch.ones(len(row)))
    val = deg[row].rsqrt() * deg[col].rsqrt()
    return torch.sparse_coo_tensor(torch.stack([row, col]), val, (n, n), check_invariants=True).coalesce()


class FloorEncoder(nn.Module):
    def __init__(self, in_dim, hidden):
        super().__init__()
        self.w1 = nn.Linear(in_dim, hidden)
        self.w2 = nn.Linear(hidden, hidden)

    def forward(self, x, adj):
        h = torch.relu(torch.sparse.mm(adj, self.w1(x)))
        return torch.sparse.mm(adj, self.w2(h))


class CreakModel(nn.Module):
    def __init__(self, in_dim, hidden):
        super().__init__()
        self.encoder = FloorEncoder(in_dim, hidden)
        self.loud_head = nn.Linear(hidden, 1)
        self.pair_head = nn.Bilinear(hidden, hidden, 1)

    def forward(self, x, adj, pairs):
        z = self.encoder(x, adj)
        return self.loud_head(z).squeeze(-1), self.pair_head(z[pairs[0]], z[pairs[1]]).squeeze(-1)


def alternate_epoch(model, opt, x, adj, edge_index, loud, couple, train_nodes, train_edges):
    loud_pred, pair_logit = model(x, adj, edge_index)
    loud_loss = F.mse_loss(loud_pred[train_nodes], loud[train_nodes])
    pair_loss = F.binary_cross_entropy_with_logits(pair_logit[train_edges], couple[train_edges])
    opt.zero_grad()
    loud_loss.backward(retain_graph=True)
    opt.step()
    opt.zero_grad()
    pair_loss.backward()
    opt.step()
    return loud_loss.item(), pair_loss.item()


@torch.no_grad()
def held_out(model, x, adj, edge_index, loud, couple, nodes, edges):
    model.eval()
    loud_pred, pair_logit = model(x, adj, edge_index)
    acc = ((pair_logit[edges] > 0).float() == couple[edges]).float().mean().item()
    model.train()
    return F.mse_loss(loud_pred[nodes], loud[nodes]).item(), acc


def main(hidden=32, epochs=80, lr=0.01, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    x, edge_index, loud, couple = lay_floor(seed=seed)
    n, m = x.shape[0], edge_index.shape[1]
    adj = sym_norm_adj(edge_index, n)
    g = torch.Generator().manual_seed(seed)
    node_mask = torch.rand(n, generator=g) < 0.8
    edge_mask = torch.rand(m, generator=g) < 0.8
    model = CreakModel(x.shape[1], hidden)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    for epoch in range(epochs):
        ll, pl = alternate_epoch(model, opt, x, adj, edge_index, loud, couple, node_mask, edge_mask)
        if (epoch + 1) % 20 == 0:
            vl, va = held_out(model, x, adj, edge_index, loud, couple, ~node_mask, ~edge_mask)
            print(f"epoch {epoch + 1:03d}  loud mse {ll:.4f}/{vl:.4f}  coupling bce {pl:.4f}  held-out acc {va:.3f}")


if __name__ == "__main__":
    main()
