import torch
import torch.nn as nn
import torch.nn.functional as F


class EMAQuantizer(nn.Module):
    """Codebook kept in buffers and moved by exponential moving averages, not by SGD."""

    def __init__(self, n_codes, dim, decay=0.9, eps=1e-5):
        super().__init__()
        self.decay, self.eps = decay, eps
        self.register_buffer("embed", torch.randn(n_codes, dim))
        self.register_buffer("cluster_size", torch.ones(n_codes))
        self.register_buffer("embed_avg", self.embed.clone())
        self.register_buffer("initted", torch.tensor(False))

    @torch.no_grad()
    def _init_from(self, flat):
        pick = torch.randperm(flat.shape[0])[: self.embed.shape[0]]
        self.embed.data.copy_(flat[pick])
        self.embed_avg.data.copy_(flat[pick])
        self.initted.fill_(True)

    @torch.no_grad()
    def _ema_update(self, flat, onehot):
        self.cluster_size.mul_(self.decay).add_(onehot.sum(0), alpha=1 - self.decay)
        self.embed_avg.mul_(self.decay).add_(onehot.t() @ flat, alpha=1 - self.decay)
        n = self.cluster_size.sum()
        size = (self.cluster_size + self.eps) / (n + self.embed.shape[0] * self.eps) * n
        self.embed.copy_(self.embed_avg / size.unsqueeze(1))

    def forward(self, z):
        flat = z.reshape(-1, z.shape[-1])
        if self.training and not bool(self.initted):
            self._init_from(flat)
        idx = torch.cdist(flat, self.embed).argmin(1)
        if self.training:
            self._ema_update(flat, F.one_hot(idx, self.embed.shape[0]).type(flat.dtype))
        q = F.embedding(idx, self.embed).view_as(z)
        commit = F.mse_loss(z, q.detach())
        return z + (q - z).detach(), commit, idx.view(z.shape[:-1])
