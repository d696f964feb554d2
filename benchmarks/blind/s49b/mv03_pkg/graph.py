import torch


def grid_edges(side):
    idx = torch.arange(side * side).reshape(side, side)
    right = torch.stack([idx[:, :-1].reshape(-1), idx[:, 1:].reshape(-1)])
    down = torch.stack([idx[:-1, :].reshape(-1), idx[1:, :].reshape(-1)])
    e = torch.cat([right, down], dim=1)
    return torch.cat([e, e.flip(0)], dim=1)


class NormalisedAdjacency:
    """Builds D^-1/2 (A + I) D^-1/2 once and hands the same sparse tensor out on every call."""

    def __init__(self, edge_index, n_nodes):
        self.edge_index = edge_index
        self.n_nodes = n_nodes
        self._cached = None

    def __call__(self):
        if self._cached is None:
            loops = torch.arange(self.n_nodes).repeat(2, 1)
            ei = torch.cat([self.edge_index, loops], dim=1)
            deg = torch.zeros(self.n_nodes).index_add_(0, ei[1], torch.ones(ei.shape[1]))
            deg.pow_(-0.5)
            vals = deg[ei[0]] * deg[ei[1]]
            self._cached = torch.sparse_coo_tensor(ei, vals, (self.n_nodes, self.n_nodes),
                                                   check_invariants=True).coalesce()
        return self._cached
