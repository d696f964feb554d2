from torch import nn

from .registry import HEADS


@HEADS.register("regress")
class RegressionHead(nn.Module):
    def __init__(self, in_dim, *, hidden=32):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(in_dim, hidden), nn.SiLU(), nn.Linear(hidden, 1))

    def forward(self, h):
        return self.mlp(h).squeeze(-1)


@HEADS.register("classify")
class ClassHead(nn.Module):
    def __init__(self, in_dim, *, num_classes=2):
        super().__init__()
        self.fc = nn.Linear(in_dim, num_classes)

    def forward(self, h):
        return self.fc(h)
