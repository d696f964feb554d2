import torch
import torch.nn as nn
import torch.nn.functional as F


class RowGenerator(nn.Module):
    def __init__(self, latent_dim, hidden, n_continuous, n_categories):
        super().__init__()
        self.n_continuous = n_continuous
        self.body = nn.Sequential(
            nn.Linear(latent_dim, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
        )
        self.cont_head = nn.Linear(hidden, n_continuous)
        self.cat_head = nn.Linear(hidden, n_categories)

    def forward(self, z, tau=0.5):
        h = self.body(z)
        cont = torch.tanh(self.cont_head(h))
        cat = F.gumbel_softmax(self.cat_head(h), tau=tau, hard=False)
        return torch.cat([cont, cat], dim=1)


class RowCritic(nn.Module):
    def __init__(self, row_dim, hidden):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(row_dim, hidden), nn.LeakyReLU(0.2), nn.Dropout(0.1),
            nn.Linear(hidden, hidden), nn.LeakyReLU(0.2),
            nn.Linear(hidden, 1),
        )

    def forward(self, rows):
        return self.net(rows).squeeze(-1)


def real_rows(n, cfg, generator=None):
    cont = torch.tanh(torch.randn(n, cfg.n_continuous, generator=generator) * 0.7 + 0.2)
    probs = torch.tensor([0.4, 0.25, 0.15, 0.12, 0.08])[: cfg.n_categories]
    idx = torch.multinomial(probs, n, replacement=True, generator=generator)
    return torch.cat([cont, F.one_hot(idx, cfg.n_categories).float()], dim=1)
