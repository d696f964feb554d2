"""1-D CNN trunk with a replaceable classification head."""
import torch
from torch import nn


class BearingNet(nn.Module):
    def __init__(self, n_classes: int, width: int = 16):
        super().__init__()
        self.trunk = nn.Sequential(
            nn.Conv1d(1, width, 5, padding=2), nn.BatchNorm1d(width), nn.ReLU(), nn.MaxPool1d(2),
            nn.Conv1d(width, 2 * width, 5, padding=2), nn.BatchNorm1d(2 * width), nn.ReLU(),
            nn.AdaptiveAvgPool1d(8), nn.Flatten())
        self.head = nn.Linear(16 * width, n_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.trunk(x))


@torch.no_grad()
def init_head_(head: nn.Linear, prior: torch.Tensor) -> nn.Linear:
    """Start the head at the class prior (log-odds bias), small weights."""
    head.weight.mul_(0.1)
    head.bias.copy_(prior.log())
    return head


def extend_classes(net: BearingNet, n_classes: int, prior: torch.Tensor) -> BearingNet:
    old = net.head
    net.head = init_head_(nn.Linear(old.in_features, n_classes), prior)
    with torch.no_grad():
        net.head.weight[: old.out_features] = old.weight
    return net
