from torch import nn


class IntentClassifier(nn.Module):
    def __init__(self, vocab_size, n_intents, dim=32, hidden=64, dropout=0.1):
        super().__init__()
        self.bag = nn.EmbeddingBag(vocab_size + 1, dim, mode="mean")
        self.norm = nn.LayerNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, hidden), nn.GELU(), nn.Dropout(dropout),
                                 nn.Linear(hidden, n_intents))

    def forward(self, ids, offsets):
        return self.mlp(self.norm(self.bag(ids, offsets)))
