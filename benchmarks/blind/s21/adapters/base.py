import torch
import torch.nn.functional as F
from torch import nn


class FrozenTagger(nn.Module):
    """A 'pretrained' token tagger: embedding -> two projections -> tag logits."""

    def __init__(self, vocab=64, dim=32, n_tags=6):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.proj = nn.ModuleDict({"mix": nn.Linear(dim, dim), "out": nn.Linear(dim, n_tags)})
        self.requires_grad_(False)

    def adapted_linear(self, name, h, adapters):
        layer = self.proj[name]
        y = F.linear(h, layer.weight, layer.bias)
        if adapters is not None and name in adapters:
            down, up = adapters[name]
            y = y + (h @ down.T) @ up.T
        return y

    def forward(self, ids, adapters=None):
        h = self.emb(ids)
        h = torch.tanh(self.adapted_linear("mix", h, adapters))
        return self.adapted_linear("out", h, adapters)
