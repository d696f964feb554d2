from torch import nn


class Generator(nn.Module):
    def __init__(self, z_dim=4, hidden=32):
        super().__init__()
        self.z_dim = z_dim
        self.body = nn.Sequential(nn.Linear(z_dim, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, 6))

    def forward(self, z):
        arms = self.body(z).exp()
        return arms / arms.mean(dim=1, keepdim=True)


class Critic(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(6, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, 1))

    def forward(self, arms):
        return self.body(arms)
