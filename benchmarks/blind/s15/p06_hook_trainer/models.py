import torch
import torch.nn as nn


class GRUSeq2Seq(nn.Module):
    def __init__(self, vocab, emb=32, hid=64, pad_idx=0):
        super().__init__()
        self.src_emb = nn.Embedding(vocab, emb, padding_idx=pad_idx)
        self.tgt_emb = nn.Embedding(vocab, emb, padding_idx=pad_idx)
        self.encoder = nn.GRU(emb, hid, batch_first=True)
        self.decoder = nn.GRU(emb, hid, batch_first=True)
        self.out = nn.Linear(hid, vocab)

    def forward(self, src, tgt_in):
        _, h = self.encoder(self.src_emb(src))
        dec, _ = self.decoder(self.tgt_emb(tgt_in), h)
        return self.out(dec)
