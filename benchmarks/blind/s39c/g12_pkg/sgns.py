import torch
import torch.nn as nn
import torch.nn.functional as F


class SkipGramNS(nn.Module):
    def __init__(self, vocab_size, dim=24):
        super().__init__()
        self.in_embed = nn.Embedding(vocab_size, dim)
        self.out_embed = nn.Embedding(vocab_size, dim)
        bound = 0.5 / dim
        nn.init.uniform_(self.in_embed.weight, -bound, bound)
        nn.init.zeros_(self.out_embed.weight)

    def forward(self, centers, contexts, negatives):
        v = self.in_embed(centers)                         # (B, D)
        u_pos = self.out_embed(contexts)                   # (B, D)
        u_neg = self.out_embed(negatives)                  # (B, K, D)
        pos = F.logsigmoid((v * u_pos).sum(-1))
        neg = F.logsigmoid(-torch.bmm(u_neg, v.unsqueeze(-1)).squeeze(-1)).sum(-1)
        return -(pos + neg).mean()

    def nearest(self, idx, k=4):
        with torch.no_grad():
            emb = F.normalize(self.in_embed.weight, dim=1)
            sims = emb @ emb[idx]
            return sims.topk(k + 1).indices[1:].tolist()
