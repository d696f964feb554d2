from torch import nn


class Encoder(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.rnn = nn.GRU(dim, dim, batch_first=True)

    def forward(self, src):
        _, state = self.rnn(self.embed(src))
        return state


class Decoder(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.rnn = nn.GRU(dim, dim, batch_first=True)
        self.proj = nn.Linear(dim, vocab)

    def forward(self, tgt_in, state):
        out, _ = self.rnn(self.embed(tgt_in), state)
        return self.proj(out)
