import torch
import torch.nn as nn
from torch.autograd import Variable


class GravityLSTM(nn.Module):
    def __init__(self, n_in=3, n_hidden=32, n_layers=2, dropout=0.1):
        super(GravityLSTM, self).__init__()
        self.n_hidden = n_hidden
        self.n_layers = n_layers
        self.inp = nn.Linear(n_in, n_hidden)
        self.rnn = nn.LSTM(n_hidden, n_hidden, n_layers, dropout=dropout)
        self.out = nn.Linear(n_hidden, 1)

    def forward(self, x, hidden):
        emb = torch.tanh(self.inp(x))
        output, hidden = self.rnn(emb, hidden)
        pred = self.out(output).squeeze(2)
        return pred, hidden

    def init_hidden(self, bsz):
        weight = next(self.parameters()).data
        return (Variable(weight.new(self.n_layers, bsz, self.n_hidden).zero_()),
                Variable(weight.new(self.n_layers, bsz, self.n_hidden).zero_()))
