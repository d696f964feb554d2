import torch
from torch import distributions as D
from torch import nn


class MixtureDensityNet(nn.Module):
    """Maps a hand position to a K-component Gaussian mixture over joint angles."""

    def __init__(self, components, width):
        super().__init__()
        self.k = components
        self.trunk = nn.Sequential(nn.Linear(2, width), nn.Tanh(), nn.Linear(width, width), nn.Tanh())
        self.logits = nn.Linear(width, components)
        self.means = nn.Linear(width, components * 2)
        self.log_scales = nn.Linear(width, components * 2)

    def forward(self, hands):
        h = self.trunk(hands)
        means = self.means(h).view(-1, self.k, 2)
        scales = self.log_scales(h).clamp(-5.0, 2.0).exp().view(-1, self.k, 2)
        per_joint = D.Independent(D.Normal(means, scales), 1)
        return D.MixtureSameFamily(D.Categorical(logits=self.logits(h)), per_joint)


def likeliest_pose(mixture):
    best = mixture.mixture_distribution.probs.argmax(dim=1)
    means = mixture.component_distribution.base_dist.loc
    return means[torch.arange(means.size(0)), best]
