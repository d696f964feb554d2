from torch import nn


class BagEncoder(nn.Module):
    """Mean of token embeddings over the non-pad positions."""

    def __init__(self, vocab, dim, pad_id):
        super().__init__()
        self.tok = nn.Embedding(vocab, dim)
        self.pad_id = pad_id

    def forward(self, ids):
        keep = (ids != self.pad_id).unsqueeze(-1).float()
        summed = (self.tok(ids) * keep).sum(1)
        return summed / keep.sum(1).clamp(min=1.0)


class SentimentNet(nn.Module):
    def __init__(self, vocab, dim, pad_id, n_classes=2):
        super().__init__()
        self.encoder = BagEncoder(vocab, dim, pad_id)
        self.cls = nn.Sequential(nn.Linear(dim, dim), nn.GELU(), nn.Linear(dim, n_classes))

    def forward(self, ids):
        return self.cls(self.encoder(ids))
