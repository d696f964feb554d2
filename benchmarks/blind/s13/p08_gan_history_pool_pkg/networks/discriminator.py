import torch.nn as nn


class Discriminator(nn.Module):
    def __init__(self, x_dim, width, **kwargs):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(x_dim, width), nn.LeakyReLU(0.2),
                                 nn.Linear(width, width), nn.LeakyReLU(0.2), nn.Linear(width, 1))

    def forward(self, x):
        return self.net(x).view(-1)
