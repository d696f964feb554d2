import torch.nn as nn


class BiLSTMTagger(nn.Module):
    def __init__(self, vocab_size, num_tags, emb_dim, hidden, dropout=0.1):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, emb_dim, padding_idx=0)
        self.lstm = nn.LSTM(emb_dim, hidden, batch_first=True, bidirectional=True)
        self.dropout = nn.Dropout(dropout)
        self.proj = nn.Linear(2 * hidden, num_tags)

    def forward(self, tokens):
        h, _ = self.lstm(self.embed(tokens))
        return self.proj(self.dropout(h))
