from torch import nn


class StitchLM(nn.Module):
    def __init__(self, vocab, dim=32, layers=1, dropout=0.1):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim, padding_idx=0)
        self.rnn = nn.GRU(dim, dim, num_layers=layers, batch_first=True)
        self.drop = nn.Dropout(dropout)
        self.readout = nn.Linear(dim, vocab)

    def forward(self, tokens):
        h, _ = self.rnn(self.drop(self.embed(tokens)))
        return self.readout(self.drop(h))
