import torch
import torch.nn as nn


class FactorizationMachine(nn.Module):
    def __init__(self, n_fields, vocab, k):
        super().__init__()
        self.register_buffer("offsets", torch.arange(n_fields) * vocab)
        self.linear = nn.Embedding(n_fields * vocab, 1)
        self.factors = nn.Embedding(n_fields * vocab, k)
        self.bias = nn.Parameter(torch.zeros(1))
        nn.init.normal_(self.factors.weight, std=0.01)

    def forward(self, x):
        idx = x + self.offsets
        v = self.factors(idx)
        square_of_sum = v.sum(1).pow(2)
        sum_of_square = v.pow(2).sum(1)
        pairwise = 0.5 * (square_of_sum - sum_of_square).sum(1)
        return self.bias + self.linear(idx).sum((1, 2)) + pairwise
