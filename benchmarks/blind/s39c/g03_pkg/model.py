import torch.nn as nn


class ShantyRNN(nn.Module):
    """Character GRU that remembers its hidden state between calls (stateful, like Keras)."""

    def __init__(self, vocab_size, emb=32, hidden=128, layers=1):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, emb)
        self.gru = nn.GRU(emb, hidden, num_layers=layers)
        self.decoder = nn.Linear(hidden, vocab_size)
        self.hidden = None

    def reset_state(self):
        self.hidden = None

    def forward(self, x):
        emb = self.embed(x)                          # (T, B, E)
        out, self.hidden = self.gru(emb, self.hidden)
        return self.decoder(out)                     # (T, B, V)
