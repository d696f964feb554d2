import torch
import torch.nn as nn


class PulseGenerator(nn.Module):
    def __init__(self, noise_dim=8, hidden=48):
        super().__init__()
        self.noise_dim = noise_dim
        self.rnn = nn.GRU(noise_dim, hidden, num_layers=2, batch_first=True)
        self.out = nn.Linear(hidden, 1)

    def sample_noise(self, batch, steps):
        # a per-window latent (subject) plus per-step jitter
        z = torch.randn(batch, 1, self.noise_dim).expand(batch, steps, self.noise_dim)
        return z + 0.1 * torch.randn(batch, steps, self.noise_dim)

    def forward(self, z):
        h, _ = self.rnn(z)
        return torch.tanh(self.out(h)) * 2.0


class PulseCritic(nn.Module):
    def __init__(self, hidden=48):
        super().__init__()
        self.rnn = nn.GRU(1, hidden, batch_first=True, bidirectional=True)
        self.out = nn.Linear(2 * hidden, 1)

    def forward(self, x):
        h, _ = self.rnn(x)
        return self.out(h).mean(dim=(1, 2))       # per-step scores, averaged (RCGAN)
