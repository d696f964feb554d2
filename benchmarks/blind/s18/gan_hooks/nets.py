import torch.nn as nn

_NETS = {}


def register(name):
    def deco(cls):
        _NETS[name] = cls
        return cls
    return deco


def build_net(name, **kwargs):
    return _NETS[name](**kwargs)


@register("mlp_generator")
class MLPGenerator(nn.Module):
    def __init__(self, latent_dim, data_dim, hidden, **_):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(latent_dim, hidden), nn.LeakyReLU(0.2),
            nn.Linear(hidden, hidden), nn.LeakyReLU(0.2),
            nn.Linear(hidden, data_dim),
        )

    def forward(self, z):
        return self.body(z)


@register("mlp_critic")
class MLPCritic(nn.Module):
    def __init__(self, data_dim, hidden, **_):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(data_dim, hidden), nn.LeakyReLU(0.2),
            nn.Linear(hidden, 1),
        )

    def forward(self, x):
        return self.body(x).squeeze(-1)
