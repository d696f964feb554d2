import torch
from torch import nn


class Encoder(nn.Module):
    def __init__(self, vocab, emb, hidden):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb)
        self.rnn = nn.GRU(emb, hidden, batch_first=True)

    def forward(self, src):
        _, h = self.rnn(self.emb(src))
        return h


class Decoder(nn.Module):
    def __init__(self, vocab, emb, hidden):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb)
        self.rnn = nn.GRU(emb, hidden, batch_first=True)
        self.proj = nn.Linear(hidden, vocab)

    def forward(self, tgt_in, h):
        out, h = self.rnn(self.emb(tgt_in), h)
        return self.proj(out), h


class Seq2Seq(nn.Module):
    def __init__(self, vocab, emb, hidden):
        super().__init__()
        self.encoder = Encoder(vocab, emb, hidden)
        self.decoder = Decoder(vocab, emb, hidden)

    def forward(self, src, tgt_in):
        logits, _ = self.decoder(tgt_in, self.encoder(src))
        return logits

    @torch.no_grad()
    def greedy(self, src, length, bos):
        h = self.encoder(src)
        tok = torch.full((src.size(0), 1), bos, dtype=torch.long)
        outs = []
        for _ in range(length):
            logits, h = self.decoder(tok, h)
            tok = logits.argmax(-1)
            outs.append(tok)
        return torch.cat(outs, 1)
