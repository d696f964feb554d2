import torch
import torch.nn as nn
import torch.nn.functional as F


class TrigramCNNTeacher(nn.Module):
    def __init__(self, n_buckets, n_classes, dim=96):
        super().__init__()
        self.emb = nn.Embedding(n_buckets, dim, padding_idx=0)
        self.conv = nn.Conv1d(dim, dim, kernel_size=3, padding=1)
        self.head = nn.Sequential(nn.Linear(dim, dim), nn.ReLU(), nn.Linear(dim, n_classes))

    def forward(self, char_ids, labels=None, **kwargs):
        h = F.relu(self.conv(self.emb(char_ids).transpose(1, 2))).max(-1).values
        logits = self.head(h)
        return {"logits": logits, "loss": F.cross_entropy(logits, labels) if labels is not None else None}


class WordAveragingStudent(nn.Module):
    def __init__(self, n_words, n_classes, dim=24):
        super().__init__()
        self.emb = nn.Embedding(n_words, dim, padding_idx=0)
        self.out = nn.Linear(dim, n_classes)

    def forward(self, input_ids, labels=None, **kwargs):
        mask = input_ids.ne(0).unsqueeze(-1).float()
        logits = self.out((self.emb(input_ids) * mask).sum(1) / mask.sum(1).clamp_min(1))
        return {"logits": logits, "loss": F.cross_entropy(logits, labels) if labels is not None else None}
