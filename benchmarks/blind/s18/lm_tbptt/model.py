import torch
import torch.nn as nn


class RNNLM(nn.Module):
    def __init__(self, vocab, emb=32, hidden=64, layers=2, dropout=0.1, tie_weights=False):
        super().__init__()
        self.drop = nn.Dropout(dropout)
        self.encoder = nn.Embedding(vocab, emb)
        self.rnn = nn.LSTM(emb, hidden, layers, dropout=dropout, batch_first=True)
        self.decoder = nn.Linear(hidden, vocab)
        if tie_weights and emb == hidden:
            self.decoder.weight = self.encoder.weight
        self.layers, self.hidden = layers, hidden

    def init_hidden(self, bsz):
        weight = next(self.parameters())
        return (weight.new_zeros(self.layers, bsz, self.hidden),
                weight.new_zeros(self.layers, bsz, self.hidden))

    def forward(self, x, hidden):
        out, hidden = self.rnn(self.drop(self.encoder(x)), hidden)
        return self.decoder(self.drop(out)), hidden
