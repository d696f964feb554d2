"""Moisture regressor: shared trunk + replaceable head."""
from torch import nn

HEADS = {
    "linear": lambda h: nn.Linear(h, 1),
    "mlp": lambda h: nn.Sequential(nn.Linear(h, h // 2), nn.ReLU(), nn.Linear(h // 2, 1)),
}


class ThatchNet(nn.Module):
    def __init__(self, n_in, hidden, head):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, hidden), nn.GELU(), nn.Linear(hidden, hidden), nn.GELU())
        self.head = HEADS[head](hidden)

    def forward(self, x):
        return self.head(self.trunk(x))


def output_layer(head):
    return head if isinstance(head, nn.Linear) else head[-1]
