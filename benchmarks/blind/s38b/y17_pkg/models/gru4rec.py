import torch.nn as nn


class SessionGRU(nn.Module):
    def __init__(self, n_items, dim):
        super().__init__()
        self.emb = nn.Embedding(n_items + 1, dim, padding_idx=0)
        self.gru = nn.GRU(dim, dim, batch_first=True)
        self.drop = nn.Dropout(0.1)
        self.out = nn.Linear(dim, n_items + 1)

    def forward(self, sessions):
        h, _ = self.gru(self.drop(self.emb(sessions)))
        return self.out(h[:, -1])
