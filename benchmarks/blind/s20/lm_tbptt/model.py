import torch
from torch import nn

CELLS = {"gru": nn.GRU, "lstm": nn.LSTM}


class RNNLM(nn.Module):
    def __init__(self, vocab, emb, hidden, layers, dropout, cell):
        super().__init__()
        self.cell = cell
        self.hidden_size, self.layers = hidden, layers
        self.embed = nn.Embedding(vocab, emb)
        self.rnn = CELLS[cell](emb, hidden, layers, dropout=dropout)
        self.decoder = nn.Linear(hidden, vocab)

    def init_state(self, batch_size):
        h = torch.zeros(self.layers, batch_size, self.hidden_size)
        if self.cell == "lstm":
            return h, torch.zeros_like(h)
        return h

    def forward(self, tokens, state):
        out, state = self.rnn(self.embed(tokens), state)
        return self.decoder(out), state


def detach_state(state):
    return state.detach() if torch.is_tensor(state) else state
