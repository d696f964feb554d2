import torch
import torch.nn as nn


class NoteClassifier(nn.Module):
    def __init__(self, vocab_size, n_codes, dim=48, channels=64, dropout=0.1):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.dropout = nn.Dropout(dropout)
        self.conv = nn.Conv1d(dim, channels, kernel_size=3, padding=1)
        self.attn = nn.Linear(channels, n_codes)
        self.out = nn.Linear(channels, n_codes)

    def embed(self, ids):
        return self.dropout(self.embedding(ids))

    def forward_from_embeddings(self, emb, mask):
        h = torch.relu(self.conv(emb.transpose(1, 2))).transpose(1, 2)
        scores = self.attn(h).masked_fill(~mask.unsqueeze(-1), -1e4)
        alpha = scores.softmax(dim=1)
        ctx = torch.einsum("btc,bth->bch", alpha, h)
        return (self.out.weight * ctx).sum(-1) + self.out.bias

    def forward(self, ids):
        return self.forward_from_embeddings(self.embed(ids), ids != 0)
