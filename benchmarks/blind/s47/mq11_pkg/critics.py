import torch
import torch.nn as nn


class QMember(nn.Module):
    def __init__(self, emb, act_dim, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(emb + act_dim, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, e, a):
        return self.net(torch.cat([e, a], dim=-1))


class EnsembleCritic(nn.Module):
    """Shared observation embedding followed by N small Q heads (REDQ uses N=10, M=2)."""

    def __init__(self, obs_dim, act_dim, n_members=6, emb=32, hidden=64):
        super().__init__()
        self.embed = nn.Sequential(nn.Linear(obs_dim, emb), nn.ReLU())
        self.members = [QMember(emb, act_dim, hidden) for _ in range(n_members)]

    def forward(self, obs, act, subset=None):
        e = self.embed(obs)
        idx = range(len(self.members)) if subset is None else subset
        return torch.stack([self.members[i](e, act) for i in idx], dim=0)


class TiltActor(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, act_dim), nn.Tanh())

    def forward(self, obs):
        return self.net(obs)
