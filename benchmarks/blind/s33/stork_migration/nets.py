import torch
from torch import nn

from stork_migration.tracks import DAYS, FLYWAYS


class TrackGenerator(nn.Module):
    def __init__(self, noise_dim=16, hidden=64):
        super().__init__()
        self.noise_dim = noise_dim
        self.init = nn.Linear(noise_dim + len(FLYWAYS), hidden)
        self.rnn = nn.GRU(noise_dim + len(FLYWAYS), hidden, batch_first=True)
        self.out = nn.Linear(hidden, 2)

    def forward(self, z, cond):
        h0 = torch.tanh(self.init(torch.cat([z[:, 0], cond], dim=1))).unsqueeze(0)
        inp = torch.cat([z, cond.unsqueeze(1).expand(-1, DAYS, -1)], dim=-1)
        out, _ = self.rnn(inp, h0)
        return self.out(out)


class TrackCritic(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(2 + len(FLYWAYS), hidden, 5, padding=2), nn.LeakyReLU(0.2),
            nn.Conv1d(hidden, hidden, 5, stride=2, padding=2), nn.LeakyReLU(0.2))
        self.out = nn.Linear(hidden, 1)

    def forward(self, moves, cond):
        c = cond.unsqueeze(2).expand(-1, -1, DAYS)
        h = self.conv(torch.cat([moves.transpose(1, 2), c], dim=1))
        return self.out(h.mean(2)).squeeze(-1)
