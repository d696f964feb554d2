import torch.nn as nn


class BagOfWords(nn.Module):
    def __init__(self, vocab, dim, n_classes):
        super().__init__()
        self.emb = nn.EmbeddingBag(vocab, dim, mode="mean")
        self.fc = nn.Sequential(nn.Linear(dim, dim), nn.ReLU(), nn.Linear(dim, n_classes))

    def forward(self, tokens):
        return self.fc(self.emb(tokens))
