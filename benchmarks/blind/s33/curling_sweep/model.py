from torch import nn


class CurlModel(nn.Module):
    def __init__(self, n_in, n_out, width=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_in, width), nn.GELU(),
                                 nn.Linear(width, width), nn.GELU(),
                                 nn.Linear(width, n_out))

    def forward(self, x):
        return self.net(x)
