import torch
import torch.nn as nn


class CharLSTM(nn.Module):
    def __init__(self, vocab, emb=32, hidden=64, layers=1):
        super().__init__()
        self.embed = nn.Embedding(vocab, emb)
        self.rnn = nn.LSTM(emb, hidden, num_layers=layers, batch_first=True)
        self.head = nn.Linear(hidden, vocab)
        self.layers, self.hidden = layers, hidden

    def init_state(self, batch_size):
        z = torch.zeros(self.layers, batch_size, self.hidden)
        return z, z.clone()

    def forward(self, x, state):
        out, state = self.rnn(self.embed(x), state)
        return self.head(out), state
