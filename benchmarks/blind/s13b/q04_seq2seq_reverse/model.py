import random

import torch
import torch.nn as nn


class Encoder(nn.Module):
    def __init__(self, vocab_size, emb_dim, hid_dim):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, emb_dim)
        self.rnn = nn.GRU(emb_dim, hid_dim, batch_first=True)

    def forward(self, src):
        _, hidden = self.rnn(self.embedding(src))
        return hidden


class Decoder(nn.Module):
    def __init__(self, vocab_size, emb_dim, hid_dim):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, emb_dim)
        self.rnn = nn.GRU(emb_dim, hid_dim, batch_first=True)
        self.out = nn.Linear(hid_dim, vocab_size)

    def forward(self, token, hidden):
        emb = self.embedding(token.unsqueeze(1))
        output, hidden = self.rnn(emb, hidden)
        return self.out(output.squeeze(1)), hidden


class Seq2Seq(nn.Module):
    def __init__(self, encoder, decoder):
        super().__init__()
        self.encoder = encoder
        self.decoder = decoder

    def forward(self, src, tgt, teacher_forcing_ratio=0.5):
        batch, steps = tgt.shape
        hidden = self.encoder(src)
        token = tgt[:, 0]
        logits = []
        for t in range(1, steps):
            step_logits, hidden = self.decoder(token, hidden)
            logits.append(step_logits)
            use_teacher = random.random() < teacher_forcing_ratio
            token = tgt[:, t] if use_teacher else step_logits.argmax(dim=-1)
        return torch.stack(logits, dim=1)
