import torch.nn as nn


class TuneLSTM(nn.Module):
    """Two-layer LSTM over note tokens with tied input/output embeddings."""

    def __init__(self, vocab, dim=64, layers=2, dropout=0.1):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.lstm = nn.LSTM(dim, dim, num_layers=layers, batch_first=True, dropout=dropout)
        self.drop = nn.Dropout(dropout)
        self.proj = nn.Linear(dim, vocab)
        self.proj.weight = self.embed.weight

    def forward(self, notes, state=None):
        h, state = self.lstm(self.drop(self.embed(notes)), state)
        return self.proj(self.drop(h)), state
