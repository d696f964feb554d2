from torch import nn


class BagOfNgrams(nn.Module):
    def __init__(self, vocab_size, dim=32, n_classes=2):
        super().__init__()
        self.bag = nn.EmbeddingBag(vocab_size, dim, mode="mean")
        self.drop = nn.Dropout(0.3)
        self.out = nn.Linear(dim, n_classes)

    def forward(self, tokens, offsets):
        return self.out(self.drop(self.bag(tokens, offsets)))
