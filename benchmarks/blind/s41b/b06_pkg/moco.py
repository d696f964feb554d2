import copy

import torch
import torch.nn as nn
import torch.nn.functional as F


class MomentumContrast(nn.Module):
    def __init__(self, base_encoder, dim=32, queue_size=1024, momentum=0.99, temperature=0.2):
        super().__init__()
        self.K, self.m, self.T = queue_size, momentum, temperature
        self.encoder_q = base_encoder(dim=dim)
        self.encoder_k = copy.deepcopy(self.encoder_q)
        self.register_buffer("queue", F.normalize(torch.randn(dim, queue_size), dim=0))
        self.register_buffer("queue_ptr", torch.zeros(1, dtype=torch.long))

    @torch.no_grad()
    def _momentum_update_key_encoder(self):
        for pq, pk in zip(self.encoder_q.parameters(), self.encoder_k.parameters()):
            pk.mul_(self.m).add_(pq, alpha=1.0 - self.m)

    @torch.no_grad()
    def _dequeue_and_enqueue(self, keys):
        b = keys.shape[0]
        ptr = int(self.queue_ptr)
        self.queue[:, ptr:ptr + b] = keys.t()
        self.queue_ptr[0] = (ptr + b) % self.K

    def forward(self, im_q, im_k):
        q = F.normalize(self.encoder_q(im_q), dim=1)
        with torch.no_grad():
            self._momentum_update_key_encoder()
        k = F.normalize(self.encoder_k(im_k), dim=1)
        l_pos = torch.einsum("nc,nc->n", q, k).unsqueeze(-1)
        l_neg = torch.einsum("nc,ck->nk", q, self.queue.clone())
        logits = torch.cat([l_pos, l_neg], dim=1) / self.T
        labels = torch.zeros(logits.shape[0], dtype=torch.long)
        self._dequeue_and_enqueue(k)
        return logits, labels
