import torch.nn as nn

from .registry import register


@register("mlp_generator")
class MLPGenerator(nn.Module):
    def __init__(self, latent_dim, data_dim, hidden=64, **kwargs):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(latent_dim, hidden),
            nn.ReLU(),
            nn.Linear(hidden, hidden),
            nn.ReLU(),
            nn.Linear(hidden, data_dim),
        )

    def forward(self, z):
        return self.body(z)


@register("mlp_critic")
class MLPDiscriminator(nn.Module):
    def __init__(self, data_dim, hidden=64, leak=0.2, **kwargs):
        super().__init__()
        self.features = nn.Sequential(
            nn.Linear(data_dim, hidden),
            nn.LeakyReLU(leak),
            nn.Linear(hidden, hidden),
            nn.LeakyReLU(leak),
        )
        self.classifier = nn.Linear(hidden, 1)

    def forward(self, x):
        return self.classifier(self.features(x)).squeeze(-1)
