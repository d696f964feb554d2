import torch
import torch.nn as nn


class AttentionPool(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.score = nn.Linear(dim, 1)

    def forward(self, h, mask):
        w = self.score(h).squeeze(-1).masked_fill(~mask, -1e4)
        w = torch.softmax(w, dim=1)
        return (w.unsqueeze(-1) * h).sum(1)


class ReadabilityModel(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.embedding = nn.Embedding(cfg["vocab_size"], cfg["emb_dim"], padding_idx=0)
        self.gru = nn.GRU(cfg["emb_dim"], cfg["hidden"], batch_first=True, bidirectional=True)
        self.pool = AttentionPool(2 * cfg["hidden"])
        self.regressor = nn.Sequential(nn.Dropout(0.1), nn.Linear(2 * cfg["hidden"], 1))

    def load_embeddings(self, matrix, freeze=False):
        self.embedding.weight = torch.tensor(matrix, dtype=torch.float32)
        self.embedding.weight.requires_grad = not freeze

    def forward(self, ids):
        mask = ids != 0
        h, _ = self.gru(self.embedding(ids))
        return self.regressor(self.pool(h, mask)).squeeze(-1)
