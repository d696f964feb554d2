import torch
import torch.nn as nn


class SpotRanker(nn.Module):
    def __init__(self, n_flyers, n_spots, spot_feats, dim=16):
        super().__init__()
        self.flyer = nn.Embedding(n_flyers, dim)
        self.spot = nn.Embedding(n_spots, dim)
        self.register_buffer("spot_feats", spot_feats)
        self.feat_proj = nn.Linear(spot_feats.shape[1], dim)
        nn.init.normal_(self.flyer.weight, std=0.1)
        nn.init.normal_(self.spot.weight, std=0.1)

    def spot_vec(self, s):
        return self.spot(s) + self.feat_proj(self.spot_feats[s])

    def forward(self, f, pos, neg, shift_pos=None, shift_neg=None):
        fv, pv, nv = self.flyer(f), self.spot_vec(pos), self.spot_vec(neg)
        if shift_pos is not None:
            pv = pv + shift_pos
            nv = nv + shift_neg
        return (fv * pv).sum(-1), (fv * nv).sum(-1)


class GustPerturber(nn.Module):
    """Maps a spot's wind profile (plus noise) to a bounded shift of its embedding: a bad-gust day."""

    def __init__(self, spot_feats, dim=16, noise_dim=4, eps=0.3):
        super().__init__()
        self.register_buffer("spot_feats", spot_feats)
        self.noise_dim = noise_dim
        self.eps = eps
        self.net = nn.Sequential(nn.Linear(spot_feats.shape[1] + noise_dim, 32), nn.ReLU(), nn.Linear(32, dim))

    def forward(self, s):
        z = torch.randn(len(s), self.noise_dim)
        return self.eps * torch.tanh(self.net(torch.cat([self.spot_feats[s], z], dim=-1)))
