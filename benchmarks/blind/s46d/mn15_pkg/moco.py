import copy
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class MoCo(nn.Module):
    def __init__(self, encoder, dim=32, queue_size=512, m=0.99, init_temp=0.2):
        super().__init__()
        self.encoder_q = encoder
        self.encoder_k = copy.deepcopy(encoder)
        for p in self.encoder_k.parameters():
            p.requires_grad = False
        self.m = m
        self.logit_scale = nn.Parameter(torch.tensor(math.log(1 / init_temp)))
        self.register_buffer("queue", F.normalize(torch.randn(dim, queue_size), dim=0))
        self.register_buffer("queue_ptr", torch.zeros(1, dtype=torch.long))

    @torch.no_grad()
    def _momentum_update_key_encoder(self):
        q_params = list(self.encoder_q.parameters())
        k_params = list(self.encoder_k.parameters())
        torch._foreach_mul_(k_params, self.m)
        torch._foreach_add_(k_params, q_params, alpha=1.0 - self.m)

    @torch.no_grad()
    def _dequeue_and_enqueue(self, keys):
        bs = keys.shape[0]
        ptr = int(self.queue_ptr)
        self.queue[:, ptr:ptr + bs] = keys.T
        self.queue_ptr[0] = (ptr + bs) % self.queue.shape[1]

    @torch.no_grad()
    def clamp_scale(self, max_scale=math.log(100.0)):
        self.logit_scale.clamp_(0.0, max_scale)

    def forward(self, x_q, x_k):
        q = F.normalize(self.encoder_q(x_q), dim=1)
        with torch.no_grad():
            self._momentum_update_key_encoder()
            k = F.normalize(self.encoder_k(x_k), dim=1)
        l_pos = torch.einsum("nc,nc->n", q, k)[:, None]
        l_neg = torch.einsum("nc,ck->nk", q, self.queue.clone().detach())
        logits = torch.cat([l_pos, l_neg], dim=1) * self.logit_scale.exp()
        labels = torch.zeros(logits.shape[0], dtype=torch.long)
        self._dequeue_and_enqueue(k)
        return logits, labels, q, k
