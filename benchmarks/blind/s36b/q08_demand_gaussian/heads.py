from torch import nn

from q08_demand_gaussian.ops import positive_


class GaussianHead(nn.Module):
    """Predicts mean and variance; column 0 is the mean, column 1 the variance."""

    def __init__(self, hidden):
        super().__init__()
        self.proj = nn.Linear(hidden, 2)

    def forward(self, h):
        params = self.proj(h)
        return positive_(params, 1)
