import torch
import torch.nn as nn


class ConditionalSeqGenerator(nn.Module):
    def __init__(self, noise_dim=6, hidden=40):
        super().__init__()
        self.noise_dim = noise_dim
        self.rnn = nn.GRU(noise_dim + 1, hidden, batch_first=True)
        self.out = nn.Linear(hidden, 1)

    def forward(self, z, cond):
        c = cond.unsqueeze(1).expand(-1, z.size(1), 1)
        h, _ = self.rnn(torch.cat([z, c], dim=-1))
        return self.out(h)


class ConditionalSeqDiscriminator(nn.Module):
    def __init__(self, hidden=40):
        super().__init__()
        self.rnn = nn.GRU(2, hidden, batch_first=True)
        self.out = nn.Linear(hidden, 1)

    def forward(self, x, cond):
        c = cond.unsqueeze(1).expand(-1, x.size(1), 1)
        h, _ = self.rnn(torch.cat([x, c], dim=-1))
        return self.out(h).squeeze(-1)             # one logit per time step
