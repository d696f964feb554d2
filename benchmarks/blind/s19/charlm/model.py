import torch
import torch.nn as nn


class CharLSTM(nn.Module):
    def __init__(self, vocab_size, emb=32, hidden=64, layers=1, dropout=0.1):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, emb)
        self.rnn = nn.LSTM(emb, hidden, num_layers=layers, dropout=0.0 if layers == 1 else dropout)
        self.drop = nn.Dropout(dropout)
        self.decoder = nn.Linear(hidden, vocab_size)
        self.hidden_size = hidden
        self.layers = layers

    def init_state(self, batch_size):
        weight = next(self.parameters())
        shape = (self.layers, batch_size, self.hidden_size)
        return weight.new_zeros(shape), weight.new_zeros(shape)

    def forward(self, tokens, state):
        out, state = self.rnn(self.drop(self.embed(tokens)), state)
        return self.decoder(self.drop(out)), state
