from torch import nn


class ViscosityNet(nn.Module):
    def __init__(self, width=40):
        super().__init__()
        self.layers = nn.Sequential(
            nn.Linear(1, width), nn.Tanh(),
            nn.Linear(width, width), nn.Tanh(),
            nn.Linear(width, 1),
        )

    def forward(self, x):
        return self.layers(x)


def init_fn(m):
    if isinstance(m, nn.Linear):
        nn.init.xavier_normal_(m.weight, gain=1.2)
        nn.init.normal_(m.bias, std=0.05)
