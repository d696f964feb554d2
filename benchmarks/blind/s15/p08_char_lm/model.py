import torch
import torch.nn as nn


class StatefulCharLSTM(nn.Module):
    """Keeps its recurrent state between calls so consecutive chunks see the past context."""

    def __init__(self, vocab, emb=24, hidden=64, layers=1, dropout=0.0):
        super().__init__()
        self.embed = nn.Embedding(vocab, emb)
        self.rnn = nn.LSTM(emb, hidden, layers, batch_first=True, dropout=dropout)
        self.proj = nn.Linear(hidden, vocab)
        self._state = None

    def reset_state(self):
        self._state = None

    def forward(self, chunk):
        out, state = self.rnn(self.embed(chunk), self._state)
        self._state = state
        return self.proj(out)
