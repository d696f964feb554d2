from torch import nn


class GRUTagger(nn.Module):
    def __init__(self, vocab, n_tags, emb=24, hidden=32):
        super().__init__()
        self.embed = nn.Embedding(vocab, emb)
        self.rnn = nn.GRU(emb, hidden, batch_first=True, bidirectional=True)
        self.out = nn.Linear(2 * hidden, n_tags)

    def forward(self, tokens):
        states, _ = self.rnn(self.embed(tokens))
        return self.out(states)
