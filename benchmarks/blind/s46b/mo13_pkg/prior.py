import torch
import torch.nn as nn


class CodePrior(nn.Module):
    """GRU over code embeddings borrowed from the tokenizer's codebook."""

    def __init__(self, tokenizer, hidden):
        super().__init__()
        self.tokenizer = tokenizer
        n_codes, dim = tokenizer.codebook.weight.shape
        self.bos = nn.Parameter(torch.zeros(1, 1, dim))
        self.rnn = nn.GRU(dim, hidden, batch_first=True)
        self.head = nn.Linear(hidden, n_codes)

    def forward(self, codes):
        emb = self.tokenizer.codebook(codes[:, :-1])
        emb = torch.cat([self.bos.expand(codes.shape[0], -1, -1), emb], 1)
        out, _ = self.rnn(emb)
        return self.head(out)
