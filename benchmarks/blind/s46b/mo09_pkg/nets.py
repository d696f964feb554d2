import torch
import torch.nn as nn

NETS = {}


def register(name):
    def deco(cls):
        NETS[name] = cls
        return cls
    return deco


@register("spin_vae")
class SpinVAE(nn.Module):
    def __init__(self, length, hidden, z_dim, heads=("omega",)):
        super().__init__()
        self.loss_weights = [20.0, 0.5]
        self.head_names = list(heads)
        self.encoder = nn.Sequential(nn.Linear(length, hidden), nn.SiLU(), nn.Linear(hidden, 2 * z_dim))
        self.trunk = nn.Sequential(nn.Linear(z_dim, hidden), nn.SiLU())
        self.heads = nn.ModuleDict({name: nn.Linear(hidden, length) for name in heads})
        self.output_head = nn.Linear(hidden, length)

    def forward(self, x):
        mu, logvar = self.encoder(x).chunk(2, -1)
        z = mu + torch.randn_like(mu) * (0.5 * logvar).exp()
        return self.decode(z), mu, logvar

    def decode(self, z):
        h = self.trunk(z)
        return self.output_head(h) + sum(head(h) for head in self.heads.values())


@register("spin_critic")
class SpinCritic(nn.Module):
    def __init__(self, length, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(length, hidden), nn.LeakyReLU(0.2),
                                 nn.Linear(hidden, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, 1))

    def forward(self, x):
        return self.net(x)
