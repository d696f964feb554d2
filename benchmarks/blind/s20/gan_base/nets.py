from torch import nn


def mlp(inp, out, hidden=64, act=nn.ReLU):
    return nn.Sequential(nn.Linear(inp, hidden), act(), nn.Linear(hidden, hidden), act(), nn.Linear(hidden, out))


class Generator(nn.Module):
    def __init__(self, latent_dim):
        super().__init__()
        self.body = mlp(latent_dim, 2)

    def forward(self, z):
        return self.body(z)


class Critic(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = mlp(2, 1, act=nn.SiLU)

    def forward(self, x):
        return self.body(x).squeeze(-1)
