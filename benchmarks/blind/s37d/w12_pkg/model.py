import torch.nn as nn


class BagClassifier(nn.Module):
    def __init__(self, vocab_size, embed_dim, num_labels):
        super().__init__()
        self.embedding = nn.EmbeddingBag(vocab_size, embed_dim, mode="mean")
        self.fc = nn.Sequential(nn.Linear(embed_dim, embed_dim), nn.ReLU(), nn.Linear(embed_dim, num_labels))
        self.embedding.weight.data.uniform_(-0.5, 0.5)

    def forward(self, ids, offsets):
        return self.fc(self.embedding(ids, offsets))
