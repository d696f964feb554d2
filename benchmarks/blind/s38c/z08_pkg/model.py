import torch.nn as nn


class CompletionLM(nn.Module):
    def __init__(self, args, vocab_size):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, args.emb)
        self.rnn = nn.GRU(args.emb, args.hidden, batch_first=True)
        self.proj = nn.Linear(args.hidden, vocab_size)

    def forward(self, x):
        h, _ = self.rnn(self.emb(x))
        return self.proj(h)
