from torch import nn


def mlp(d_in, d_out, hidden=48, act=nn.ReLU):
    return nn.Sequential(nn.Linear(d_in, hidden), act(), nn.Linear(hidden, hidden), act(),
                         nn.Linear(hidden, d_out))


class Generator(nn.Module):
    def __init__(self, z_dim=2):
        super().__init__()
        self.z_dim = z_dim
        self.net = mlp(z_dim, 2)

    def forward(self, z):
        return self.net(z)


class Critic(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = mlp(2, 1, act=lambda: nn.LeakyReLU(0.2))

    def forward(self, x):
        return self.net(x)
