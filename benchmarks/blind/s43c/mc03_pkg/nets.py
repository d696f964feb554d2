import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence


class RomanEncoder(nn.Module):
    def __init__(self, vocab, emb=32, hidden=64):
        super().__init__()
        self.embed = nn.Embedding(vocab, emb, padding_idx=0)
        self.rnn = nn.GRU(emb, hidden, batch_first=True, bidirectional=True)
        self.bridge = nn.Linear(2 * hidden, hidden)

    def forward(self, src, lens):
        packed = pack_padded_sequence(self.embed(src), lens, batch_first=True, enforce_sorted=False)
        out, h_n = self.rnn(packed)
        memory, _ = pad_packed_sequence(out, batch_first=True, total_length=src.size(1))
        h0 = torch.tanh(self.bridge(torch.cat([h_n[0], h_n[1]], dim=-1)))
        return memory, h0


class AttnDecoderCell(nn.Module):
    """One decoding step: GRUCell + Luong "general" attention over the encoder memory."""

    def __init__(self, vocab, emb=32, hidden=64, mem_dim=128):
        super().__init__()
        self.embed = nn.Embedding(vocab, emb, padding_idx=0)
        self.cell = nn.GRUCell(emb + mem_dim, hidden)
        self.query = nn.Linear(hidden, mem_dim, bias=False)
        self.out = nn.Linear(hidden + mem_dim, vocab)

    def forward(self, prev_tok, h, context, memory, src_mask):
        h = self.cell(torch.cat([self.embed(prev_tok), context], dim=-1), h)
        scores = torch.bmm(memory, self.query(h).unsqueeze(2)).squeeze(2)
        scores = scores.masked_fill(~src_mask, float("-inf"))
        attn = F.softmax(scores, dim=-1)
        context = torch.bmm(attn.unsqueeze(1), memory).squeeze(1)
        logits = self.out(torch.cat([h, context], dim=-1))
        return logits, h, context, attn


class Transcriber(nn.Module):
    def __init__(self, src_vocab, tgt_vocab, hidden=64):
        super().__init__()
        self.encoder = RomanEncoder(src_vocab, hidden=hidden)
        self.decoder = AttnDecoderCell(tgt_vocab, hidden=hidden, mem_dim=2 * hidden)

    def start(self, src, lens):
        memory, h = self.encoder(src, lens)
        src_mask = torch.arange(src.size(1)).unsqueeze(0) < lens.unsqueeze(1)
        context = memory.new_zeros(src.size(0), memory.size(2))
        return memory, src_mask, h, context
