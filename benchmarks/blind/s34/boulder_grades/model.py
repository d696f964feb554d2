import torch
from torch import nn


class ProblemEncoder(nn.Module):
    """Encodes each move (previous hold -> next hold) and pools over the problem."""

    def __init__(self, n_feat, hidden=64):
        super().__init__()
        self.move = nn.Sequential(nn.Linear(2 * n_feat, hidden), nn.ReLU(),
                                  nn.Linear(hidden, hidden))
        self.out = nn.Sequential(nn.Linear(2 * hidden, hidden), nn.ReLU())

    def forward(self, holds):
        pairs = torch.cat([holds[:, :-1], holds[:, 1:]], dim=2)
        m = self.move(pairs)
        return self.out(torch.cat([m.mean(dim=1), m.amax(dim=1)], dim=1))


class GradeNet(nn.Module):
    def __init__(self, n_feat, n_grades, hidden=64):
        super().__init__()
        self.backbone = ProblemEncoder(n_feat, hidden)
        self.head = nn.Linear(hidden, n_grades)

    def forward(self, holds):
        return self.head(self.backbone(holds))

    def freeze_backbone(self):
        for p in self.backbone.parameters():
            p.requires_grad = False
