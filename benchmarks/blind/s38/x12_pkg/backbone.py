import torch
import torch.nn as nn


class TinyEncoder(nn.Module):
    """Stands in for a pretrained sentence encoder; kept frozen during prompt tuning."""

    def __init__(self, vocab=64, dim=48, heads=4, layers=2, max_len=32):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.pos = nn.Parameter(torch.randn(max_len, dim) * 0.02)
        layer = nn.TransformerEncoderLayer(dim, heads, 2 * dim, dropout=0.0, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
        self.dim = dim

    def embed(self, ids):
        return self.tok(ids)

    def encode(self, embeds):
        return self.encoder(embeds + self.pos[: embeds.shape[1]])

    def freeze(self):
        for p in self.parameters():
            p.requires_grad_(False)
        return self
