import torch.nn as nn


class HardnessNet(nn.Module):
    def __init__(self, n_in, width=32):
        super(HardnessNet, self).__init__()
        self.body = nn.Sequential(
            nn.Linear(n_in, width), nn.ELU(),
            nn.Linear(width, width), nn.ELU(),
        )
        self.out = nn.Linear(width, 1)
        self.out.bias.data.fill_(50.0)

    def forward(self, x):
        return self.out(self.body(x))
