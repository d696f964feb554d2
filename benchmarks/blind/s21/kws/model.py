from torch import nn


class GRUSpotter(nn.Module):
    def __init__(self, bins, hidden, n_words):
        super().__init__()
        self.norm = nn.LayerNorm(bins)
        self.rnn = nn.GRU(bins, hidden, batch_first=True)
        self.out = nn.Linear(hidden, n_words)

    def forward(self, feats):
        seq, _ = self.rnn(self.norm(feats))
        return self.out(seq.mean(1))
