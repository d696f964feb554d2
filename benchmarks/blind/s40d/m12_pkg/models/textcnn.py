import torch
import torch.nn as nn
import torch.nn.functional as F


class TextCNN(nn.Module):
    """Kim (2014) sentence CNN."""

    def __init__(self, vocab_size, emb_dim, num_classes, pad_idx=0, widths=(2, 3, 4), n_filters=32):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, emb_dim, padding_idx=pad_idx)
        self.convs = nn.ModuleList([nn.Conv1d(emb_dim, n_filters, w) for w in widths])
        self.dropout = nn.Dropout(0.3)
        self.fc = nn.Linear(n_filters * len(widths), num_classes)

    def forward(self, ids):
        e = self.embedding(ids).transpose(1, 2)
        pooled = [F.relu(conv(e)).amax(dim=2) for conv in self.convs]
        return self.fc(self.dropout(torch.cat(pooled, dim=1)))


class BagOfEmbeddings(nn.Module):
    def __init__(self, vocab_size, emb_dim, num_classes, pad_idx=0):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, emb_dim, padding_idx=pad_idx)
        self.fc = nn.Linear(emb_dim, num_classes)

    def forward(self, ids):
        mask = (ids != self.embedding.padding_idx).float().unsqueeze(2)
        e = (self.embedding(ids) * mask).sum(1) / mask.sum(1).clamp(min=1)
        return self.fc(e)
