import torch
import torch.nn as nn

from .plants import ROOMS


class ScheduleScorer(nn.Module):
    """Discriminator/recommender: owner vector (room-specific projection) against schedule vectors."""

    def __init__(self, n_owners, sched_x, room, season, dim=16):
        super().__init__()
        self.owner = nn.Embedding(n_owners, dim)
        self.register_buffer("sched_x", sched_x)
        self.register_buffer("room", room)
        self.register_buffer("season", season)
        self.sched_enc = nn.Sequential(nn.Linear(sched_x.shape[1], 32), nn.ReLU(), nn.Linear(32, dim))
        self.room_proj = nn.ModuleDict({name: nn.Linear(dim, dim, bias=False) for name in ROOMS})
        self.season_bias = nn.ParameterList([nn.Parameter(torch.zeros(dim)) for _ in range(4)])
        self.head = nn.Identity()
        nn.init.normal_(self.owner.weight, std=0.1)

    def owner_vec(self, o):
        base = self.owner(o)
        out = torch.zeros_like(base)
        for k, name in enumerate(ROOMS):
            sel = self.room[o] == k
            out[sel] = self.room_proj[name](base[sel])
        bias = torch.stack(list(self.season_bias))[self.season[o]]
        return self.head(out + bias)

    def sched_vec(self, s):
        return self.sched_enc(self.sched_x[s])

    def score_vectors(self, o, vecs):
        return (self.owner_vec(o) * vecs).sum(-1)


class HardNegativeGenerator(nn.Module):
    """Proposes a plausible-looking but wrong schedule vector for an owner."""

    def __init__(self, n_owners, dim=16, noise=8):
        super().__init__()
        self.owner = nn.Embedding(n_owners, dim)
        self.noise = noise
        self.net = nn.Sequential(nn.Linear(dim + noise, 32), nn.Tanh(), nn.Linear(32, dim))

    def forward(self, o):
        z = torch.randn(len(o), self.noise)
        return self.net(torch.cat([self.owner(o), z], -1))
