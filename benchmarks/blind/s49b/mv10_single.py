"""Sympathetic resonance on a sitar-like instrument.

Strings are nodes (length, tension, linear density), the bridge couples every pair of strings
with a weight that falls off with the mismatch of their fundamentals. When one playing string
is plucked, how much does each other string ring? Many random instruments are packed into one
block-diagonal sparse adjacency and trained full-batch.
"""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def random_instrument(rng, n_strings):
    length = rng.uniform(0.4, 0.9, n_strings)
    tension = rng.uniform(40, 120, n_strings)
    density = rng.uniform(0.5e-3, 3e-3, n_strings)
    f0 = np.sqrt(tension / density) / (2 * length)
    ratio = np.log2(f0[:, None] / f0[None, :])
    harmonic = np.abs(ratio - np.round(ratio))
    w = np.exp(-harmonic / 0.05) * (1 - np.eye(n_strings))
    plucked = rng.integers(n_strings)
    ring = w[plucked] / (w[plucked].sum() + 1e-9)
    ring[plucked] = 1.0
    feats = np.stack([length, tension / 100, density * 1e3, np.log2(f0) - 8,
                      (np.arange(n_strings) == plucked).astype(float)], axis=1)
    return feats, w, ring


def pack_instruments(n_inst=120, n_strings=18, seed=0):
    rng = np.random.default_rng(seed)
    feats, rows, cols, vals, ring = [], [], [], [], []
    for k in range(n_inst):
        f, w, r = random_instrument(rng, n_strings)
        i, j = np.nonzero(w > 1e-3)
        deg = w.sum(1) + 1.0
        rows.append(i + k * n_strings)
        cols.append(j + k * n_strings)
        vals.append(w[i, j] / np.sqrt(deg[i] * deg[j]))
        feats.append(f)
        ring.append(r)
    n = n_inst * n_strings
    adj = torch.sparse_coo_tensor(np.stack([np.concatenate(rows), np.concatenate(cols)]),
                                  np.concatenate(vals), (n, n), dtype=torch.float32,
                                  check_invariants=True).coalesce()
    x = torch.tensor(np.concatenate(feats), dtype=torch.float32)
    y = torch.tensor(np.concatenate(ring), dtype=torch.float32)
    graph_id = torch.arange(n_inst).repeat_interleave(n_strings)
    return x, adj, y, graph_id


class ResonanceConv(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.lin = nn.Linear(dim, dim)
        self.root = nn.Linear(dim, dim, bias=False)

    def forward(self, h, adj):
        return F.silu(torch.sparse.mm(adj, self.lin(h)) + self.root(h))


class BridgeGNN(nn.Module):
    def __init__(self, in_dim, hidden, n_layers):
        super().__init__()
        self.encoder = nn.Linear(in_dim, hidden)
        self.convs = [ResonanceConv(hidden) for _ in range(n_layers)]
        self.decoder = nn.Sequential(nn.Linear(2 * hidden, hidden), nn.SiLU(), nn.Linear(hidden, 1))

    def forward(self, x, adj, graph_id):
        h = self.encoder(x)
        for conv in self.convs:
            h = h + conv(h, adj)
        plucked = x[:, -1:]
        n_graphs = int(graph_id.max()) + 1
        src = torch.zeros(n_graphs, h.shape[1]).index_add_(0, graph_id, h * plucked)
        return self.decoder(torch.cat([h, src[graph_id]], dim=-1)).squeeze(-1)


def split_graphs(graph_id, frac, seed):
    g = torch.Generator().manual_seed(seed)
    n_graphs = int(graph_id.max()) + 1
    val_graphs = torch.randperm(n_graphs, generator=g)[: int(frac * n_graphs)]
    return torch.isin(graph_id, val_graphs)


def fit(model, x, adj, y, graph_id, val_mask, epochs, lr, weight_decay, log_every):
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=weight_decay)
    for epoch in range(epochs):
        model.train()
        opt.zero_grad()
        pred = model(x, adj, graph_id)
        loss = F.mse_loss(pred[~val_mask], y[~val_mask])
        loss.backward()
        opt.step()
        if (epoch + 1) % log_every == 0:
            model.eval()
            with torch.no_grad():
                val = F.mse_loss(model(x, adj, graph_id)[val_mask], y[val_mask]).item()
            print(f"epoch {epoch + 1:03d}  train mse {loss.item():.5f}  val mse {val:.5f}")
    return model


def main(hidden=32, n_layers=3, epochs=120, lr=0.01, weight_decay=1e-4, log_every=30, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    x, adj, y, graph_id = pack_instruments(seed=seed)
    val_mask = split_graphs(graph_id, 0.2, seed)
    model = BridgeGNN(x.shape[1], hidden, n_layers)
    print("trainable tensors:", len(list(model.parameters())))
    fit(model, x, adj, y, graph_id, val_mask, epochs, lr, weight_decay, log_every)
    print("val baseline (predict train mean)", round(F.mse_loss(torch.full_like(y[val_mask], y[~val_mask].mean().item()), y[val_mask]).item(), 5))


if __name__ == "__main__":
    main()
