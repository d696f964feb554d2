import torch.nn as nn

ARCHS = {}


def arch(name):
    def _register(cls):
        ARCHS[name] = cls
        return cls
    return _register


@arch("bag_of_embeddings")
class BagOfEmbeddings(nn.Module):
    def __init__(self, vocab_size, embed_dim, num_labels, dropout=0.1):
        super().__init__()
        self.embed = nn.EmbeddingBag(vocab_size, embed_dim, mode="mean")
        self.drop = nn.Dropout(dropout)
        self.out = nn.Linear(embed_dim, num_labels)

    def forward(self, tokens):
        return self.out(self.drop(self.embed(tokens)))


def build_model(name, **kwargs):
    return ARCHS[name](**kwargs)
