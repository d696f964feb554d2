import torch
import torch.nn as nn


class PhaseTokenizer(nn.Module):
    """Frozen nearest-centroid tokenizer for (cos, sin) phase vectors of the metronomes."""

    def __init__(self, n_codes, dim):
        super().__init__()
        self.register_buffer("centroids", torch.zeros(n_codes, dim))

    @torch.no_grad()
    def fit(self, feats, iters=10):
        flat = feats.reshape(-1, feats.shape[-1])
        self.centroids.copy_(flat[torch.randperm(flat.shape[0])[: self.centroids.shape[0]]])
        for _ in range(iters):
            assign = torch.cdist(flat, self.centroids).argmin(1)
            for k in range(self.centroids.shape[0]):
                members = flat[assign == k]
                if len(members):
                    self.centroids[k] = members.mean(0)
        return self

    @torch.no_grad()
    def encode(self, feats):
        b, t, d = feats.shape
        return torch.cdist(feats.reshape(-1, d), self.centroids).argmin(1).view(b, t)
