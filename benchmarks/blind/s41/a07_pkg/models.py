import torch
import torch.nn as nn
import torch.nn.functional as F


class BiLSTMTeacher(nn.Module):
    def __init__(self, vocab_size, num_labels, dim=64):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.rnn = nn.LSTM(dim, dim, num_layers=2, batch_first=True, bidirectional=True, dropout=0.1)
        self.classifier = nn.Sequential(nn.Dropout(0.2), nn.Linear(2 * dim, num_labels))

    def forward(self, input_ids, labels=None, **kwargs):
        states, _ = self.rnn(self.embedding(input_ids))
        mask = input_ids.ne(0).unsqueeze(-1)
        pooled = states.masked_fill(~mask, -1e4).max(1).values
        logits = self.classifier(pooled)
        out = {"logits": logits}
        if labels is not None:
            out["loss"] = F.cross_entropy(logits, labels)
        return out


class BagOfNgramsStudent(nn.Module):
    """fastText-style: mean of word and hashed bigram embeddings."""

    def __init__(self, vocab_size, num_labels, dim=32, n_buckets=4096):
        super().__init__()
        self.n_buckets = n_buckets
        self.words = nn.EmbeddingBag(vocab_size + n_buckets, dim, mode="mean", padding_idx=0)
        self.out = nn.Linear(dim, num_labels)

    def forward(self, input_ids, labels=None, **kwargs):
        bigrams = (input_ids[:, :-1] * 1009 + input_ids[:, 1:]) % self.n_buckets + self.words.num_embeddings \
            - self.n_buckets
        bigrams = bigrams.masked_fill(input_ids[:, 1:].eq(0), 0)
        logits = self.out(self.words(torch.cat([input_ids, bigrams], 1)))
        out = {"logits": logits}
        if labels is not None:
            out["loss"] = F.cross_entropy(logits, labels)
        return out
