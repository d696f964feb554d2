import torch.nn as nn


class ResponseNet(nn.Module):
    """u (log-frequency) -> response. Its weights are not trained directly: the hypernetwork writes them."""

    def __init__(self, hidden=24):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(1, hidden), nn.Linear(hidden, hidden), nn.Linear(hidden, 1)])

    def forward(self, u):
        h = u
        for i, layer in enumerate(self.layers):
            h = layer(h)
            if i < len(self.layers) - 1:
                h = h.sin() if i == 0 else h.tanh()
        return h.squeeze(-1)


def n_generated(target):
    return sum(p.numel() for p in target.parameters())


class HyperNet(nn.Module):
    def __init__(self, n_desc, n_out, hidden=96):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_desc, hidden), nn.SiLU(), nn.Linear(hidden, hidden), nn.SiLU())
        self.out = nn.Linear(hidden, n_out)
        nn.init.normal_(self.out.weight, std=0.05)

    def forward(self, desc):
        return self.out(self.body(desc))
