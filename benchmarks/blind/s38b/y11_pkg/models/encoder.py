import torch
import torch.nn as nn


class TinyEncoder(nn.Module):
    """Stand-in for a pretrained residue-level encoder (frozen during prompt tuning)."""

    def __init__(self, vocab, dim, layers):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        layer = nn.TransformerEncoderLayer(dim, nhead=2, dim_feedforward=2 * dim, batch_first=True)
        self.body = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)

    def embed(self, tokens):
        return self.tok(tokens)

    def forward(self, tokens, prefix=None):
        x = self.embed(tokens)
        if prefix is not None:
            x = torch.cat([prefix.unsqueeze(0).expand(x.shape[0], -1, -1), x], 1)
        return self.body(x)
