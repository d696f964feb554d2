"""Pressure at drip emitters of a garden irrigation network.

Pipe segments are edges, fittings/emitters are nodes. A hand-written message-passing network
learns per-segment hydraulic conductances (one scalar per pipe) and predicts the pressure
head at every node for a given valve configuration. The whole network is one graph and
each training step sees every valve scenario at once (full-graph training).
"""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def build_garden_network(n_nodes=180, extra_loops=25, seed=0):
    rng = np.random.default_rng(seed)
    parent = [-1] + [int(rng.integers(0, i)) for i in range(1, n_nodes)]
    edges = [(parent[i], i) for i in range(1, n_nodes)]
    for _ in range(extra_loops):
        a, b = rng.integers(0, n_nodes, size=2)
        if a != b:
            edges.append((int(a), int(b)))
    e = np.asarray(edges).T
    src = np.concatenate([e[0], e[1]])
    dst = np.concatenate([e[1], e[0]])
    length = rng.uniform(0.5, 4.0, size=e.shape[1]).astype(np.float32)
    diameter = rng.choice([13.0, 16.0, 20.0], size=e.shape[1]).astype(np.float32)
    seg_feat = np.stack([length, diameter / 20.0], axis=1)
    seg_feat = np.concatenate([seg_feat, seg_feat], axis=0)
    elevation = rng.normal(0.0, 0.3, size=n_nodes).astype(np.float32)
    return (torch.as_tensor(np.stack([src, dst])), torch.as_tensor(seg_feat),
            torch.as_tensor(elevation), e.shape[1])


def simulate_scenarios(edge_index, seg_feat, elevation, n_scen=64, seed=1):
    """Jacobi relaxation of a linearised pressure field, used as the ground truth."""
    g = torch.Generator().manual_seed(seed)
    n = elevation.shape[0]
    src, dst = edge_index
    true_c = seg_feat[:, 1] ** 4 / seg_feat[:, 0]
    open_frac = torch.rand(n_scen, n, generator=g)
    head = torch.zeros(n_scen, n)
    head[:, 0] = 3.0
    for _ in range(60):
        flow = torch.zeros(n_scen, n).index_add_(1, dst, true_c * head[:, src])
        wsum = torch.zeros(n).index_add_(0, dst, true_c)
        head = flow / wsum - 0.2 * open_frac - 0.1 * elevation
        head[:, 0] = 3.0
    return open_frac, head


class ConductanceMP(nn.Module):
    def __init__(self, n_segments, hidden=32, rounds=4):
        super().__init__()
        self.n_segments = n_segments
        self.conductance = nn.Parameter(torch.full((n_segments,), 0.5))
        self.seg_mlp = nn.Sequential(nn.Linear(2, hidden), nn.ReLU(), nn.Linear(hidden, 1))
        self.node_in = nn.Linear(3, hidden)
        self.update = nn.GRUCell(hidden, hidden)
        self.readout = nn.Linear(hidden, 1)
        self.rounds = rounds

    def edge_weights(self, seg_feat):
        self.conductance.clamp_(min=1e-3)
        c = torch.cat([self.conductance, self.conductance])
        return c * torch.sigmoid(self.seg_mlp(seg_feat)).squeeze(-1)

    def forward(self, open_frac, elevation, edge_index, seg_feat):
        s, n = open_frac.shape
        src, dst = edge_index
        w = self.edge_weights(seg_feat)
        is_source = torch.zeros(n)
        is_source[0] = 1.0
        x = torch.stack([open_frac, elevation.expand(s, n), is_source.expand(s, n)], dim=-1)
        h = torch.tanh(self.node_in(x)).reshape(s * n, -1)
        offs = (torch.arange(s) * n).repeat_interleave(src.numel())
        gsrc = src.repeat(s) + offs
        gdst = dst.repeat(s) + offs
        gw = w.repeat(s).unsqueeze(-1)
        deg = torch.zeros(s * n).index_add_(0, gdst, gw.squeeze(-1)).clamp(min=1e-6)
        for _ in range(self.rounds):
            agg = torch.zeros_like(h).index_add_(0, gdst, gw * h[gsrc])
            h = self.update(agg / deg.unsqueeze(-1), h)
        return self.readout(h).reshape(s, n)


def train(model, data, epochs, lr, val_frac=0.25):
    open_frac, head, elevation, edge_index, seg_feat = data
    n_val = int(open_frac.shape[0] * val_frac)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    for epoch in range(epochs):
        model.train()
        opt.zero_grad()
        pred = model(open_frac[n_val:], elevation, edge_index, seg_feat)
        loss = F.mse_loss(pred, head[n_val:])
        loss.backward()
        opt.step()
        if (epoch + 1) % 20 == 0:
            model.eval()
            with torch.no_grad():
                val = F.mse_loss(model(open_frac[:n_val], elevation, edge_index, seg_feat), head[:n_val])
            print(f"epoch {epoch + 1:03d}  train mse {loss.item():.4f}  val mse {val.item():.4f}")
    return model


def main(epochs=40, lr=0.02, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    edge_index, seg_feat, elevation, n_seg = build_garden_network(seed=seed)
    open_frac, head = simulate_scenarios(edge_index, seg_feat, elevation)
    model = ConductanceMP(n_seg)
    train(model, (open_frac, head, elevation, edge_index, seg_feat), epochs, lr)
    print("mean learned conductance", model.conductance.mean().item())


if __name__ == "__main__":
    main()
