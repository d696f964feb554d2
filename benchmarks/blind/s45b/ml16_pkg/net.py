from torch import nn
from torch.func import functional_call


class StrideNet(nn.Module):
    def __init__(self, width=40):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(1, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU(),
                                 nn.Linear(width, 1))

    def forward(self, x):
        return self.net(x)


def run_with(model, weights, x):
    return functional_call(model, weights, (x,))
