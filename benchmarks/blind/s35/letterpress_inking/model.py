import torch
from torch import nn


class InkingModel(nn.Module):
    """Press settings pass through a per-paper gate before the shared regressor."""

    def __init__(self, n_settings, n_papers, hidden=32):
        super().__init__()
        self.paper = nn.Embedding(n_papers, 8)
        self.gate = nn.Linear(8, n_settings)
        self.body = nn.Sequential(nn.Linear(n_settings + 8, hidden), nn.GELU(),
                                  nn.Linear(hidden, 2))
        self.keep_grads = False
        self.trace = {}

    def forward(self, x, paper):
        p = self.paper(paper)
        gate = torch.sigmoid(self.gate(p))
        if self.keep_grads and gate.requires_grad:
            gate.retain_grad()
        self.trace["gate"] = gate
        return self.body(torch.cat([x * gate, p], dim=1))
