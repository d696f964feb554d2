import torch.nn as nn


class CharLM(nn.Module):
    def __init__(self, vocab_size, emb=24, hidden=64, layers=1, dropout=0.1):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, emb)
        self.rnn = nn.GRU(emb, hidden, num_layers=layers, batch_first=True)
        self.drop = nn.Dropout(dropout)
        self.head = nn.Linear(hidden, vocab_size)

    def forward(self, tokens, state=None):
        out, state = self.rnn(self.embed(tokens), state)
        return self.head(self.drop(out)), state
