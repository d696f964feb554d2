import torch
import torch.nn as nn
import torch.nn.functional as F


class NameGenerator(nn.Module):
    def __init__(self, noise_dim, vocab, max_len, hidden=96):
        super().__init__()
        self.max_len, self.vocab = max_len, vocab
        self.init = nn.Linear(noise_dim, hidden)
        self.rnn = nn.GRU(noise_dim, hidden, batch_first=True)
        self.to_logits = nn.Linear(hidden, vocab)

    def forward(self, z, tau=1.0, hard=False):
        h0 = torch.tanh(self.init(z)).unsqueeze(0)
        steps = z.unsqueeze(1).expand(-1, self.max_len, -1)
        out, _ = self.rnn(steps, h0)
        return F.gumbel_softmax(self.to_logits(out), tau=tau, hard=hard, dim=-1)


class NameCritic(nn.Module):
    """Soft one-hot sequences go through an embedding matrix (a matmul), then a 1-D CNN."""

    def __init__(self, vocab, dim=32):
        super().__init__()
        self.embed = nn.Linear(vocab, dim, bias=False)
        self.conv = nn.Sequential(nn.Conv1d(dim, 64, 3, padding=1), nn.LeakyReLU(0.2),
                                  nn.Conv1d(64, 64, 3, padding=1), nn.LeakyReLU(0.2))
        self.score = nn.Linear(64, 1)

    def forward(self, x):
        h = self.conv(self.embed(x).transpose(1, 2)).mean(-1)
        return self.score(h).squeeze(-1)
