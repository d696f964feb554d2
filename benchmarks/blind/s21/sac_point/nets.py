import torch
from torch import nn


def mlp(d_in, d_out, h=64):
    return nn.Sequential(nn.Linear(d_in, h), nn.ReLU(), nn.Linear(h, h), nn.ReLU(), nn.Linear(h, d_out))


class SquashedGaussianActor(nn.Module):
    def __init__(self, obs_dim, act_dim):
        super().__init__()
        self.trunk = mlp(obs_dim, 2 * act_dim)

    def sample(self, obs, deterministic=False):
        mu, log_std = self.trunk(obs).chunk(2, dim=-1)
        std = log_std.clamp(-5, 2).exp()
        dist = torch.distributions.Normal(mu, std)
        u = mu if deterministic else dist.rsample()
        a = torch.tanh(u)
        logp = dist.log_prob(u).sum(-1) - torch.log(1 - a.pow(2) + 1e-6).sum(-1)
        return a, logp


class TwinQ(nn.Module):
    def __init__(self, obs_dim, act_dim):
        super().__init__()
        self.qs = nn.ModuleList([mlp(obs_dim + act_dim, 1) for _ in range(2)])

    def forward(self, obs, act):
        sa = torch.cat([obs, act], dim=-1)
        return tuple(q(sa).squeeze(-1) for q in self.qs)
