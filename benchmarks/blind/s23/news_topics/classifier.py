import torch.nn as nn


class TopicClassifier(nn.Module):
    def __init__(self, vocab_size, embed_dim, n_topics):
        super().__init__()
        self.embed = nn.EmbeddingBag(vocab_size, embed_dim, mode="mean")
        self.head = nn.Sequential(nn.Linear(embed_dim, embed_dim), nn.ReLU(), nn.Linear(embed_dim, n_topics))

    def forward(self, tokens, offsets):
        return self.head(self.embed(tokens, offsets))
