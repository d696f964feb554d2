from torch import nn

from .pantry import INGREDIENTS, PAD


class DeepSets(nn.Module):
    """rho( sum_i phi(x_i) ): invariant to the order in which ingredients are listed."""

    def __init__(self, classes, dim=48, hidden=96):
        super().__init__()
        self.embed = nn.Embedding(INGREDIENTS + 1, dim, padding_idx=PAD)
        self.phi = nn.Sequential(nn.Linear(dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden))
        self.rho = nn.Sequential(nn.LayerNorm(hidden), nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, classes))

    def forward(self, items):
        present = (items != PAD).unsqueeze(-1).float()
        pooled = (self.phi(self.embed(items)) * present).sum(1)
        return self.rho(pooled / present.sum(1).clamp(min=1.0).sqrt())
