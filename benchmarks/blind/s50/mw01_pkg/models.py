"""Latent-conditioned pane field (generator) and a small patch critic."""
import torch
import torch.nn as nn
import torch.nn.functional as F

from .rays import encode_positions


class PaneField(nn.Module):
    def __init__(self, n_freqs=4, latent_dim=8, width=64):
        super().__init__()
        self.n_freqs = n_freqs
        self.trunk = nn.Sequential(
            nn.Linear(3 + 6 * n_freqs + latent_dim, width), nn.ReLU(),
            nn.Linear(width, width), nn.ReLU())
        self.sigma_head = nn.Linear(width, 1)
        self.rgb_head = nn.Linear(width, 3)

    def forward(self, pts, code):
        feat = encode_positions(pts, self.n_freqs)
        code = code[:, None, None, :].expand(*pts.shape[:-1], code.shape[-1])
        h = self.trunk(torch.cat([feat, code], dim=-1))
        return F.softplus(self.sigma_head(h)).squeeze(-1), torch.sigmoid(self.rgb_head(h))


class PatchCritic(nn.Module):
    def __init__(self, patch=8, width=32):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, width, 3, padding=1), nn.LeakyReLU(0.2),
            nn.Conv2d(width, width, 3, stride=2, padding=1), nn.LeakyReLU(0.2))
        self.logit = nn.Linear(width * (patch // 2) ** 2, 1)

    def forward(self, img):
        return self.logit(self.features(img).flatten(1))
