from torch import nn


class Converter(nn.Module):
    def __init__(self, in_dim, n_mels, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, hidden), nn.LeakyReLU(0.2),
                                 nn.Linear(hidden, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, n_mels))
        self.skip = nn.Linear(in_dim, n_mels)

    def forward(self, x):
        return self.net(x) + self.skip(x)


class FrameCritic(nn.Module):
    def __init__(self, n_mels, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_mels, hidden), nn.LeakyReLU(0.2),
                                 nn.Linear(hidden, hidden // 2), nn.LeakyReLU(0.2), nn.Linear(hidden // 2, 1))

    def forward(self, mel):
        return self.net(mel).squeeze(-1)


def build_pair(cfg, in_dim):
    return Converter(in_dim, cfg.corpus.n_mels, cfg.hidden), FrameCritic(cfg.corpus.n_mels, cfg.hidden)
