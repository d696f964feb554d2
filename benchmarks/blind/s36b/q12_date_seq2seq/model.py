import torch
from torch import nn


class EncoderRNN(nn.Module):
    def __init__(self, vocab, hidden, pad_idx):
        super().__init__()
        self.embedding = nn.Embedding(vocab, hidden, padding_idx=pad_idx)
        self.gru = nn.GRU(hidden, hidden, batch_first=True)

    def forward(self, src):
        out, hidden = self.gru(self.embedding(src))
        return out, hidden


class AttnDecoderRNN(nn.Module):
    """One decoding step with dot-product attention over the encoder outputs."""

    def __init__(self, vocab, hidden):
        super().__init__()
        self.embedding = nn.Embedding(vocab, hidden)
        self.gru = nn.GRU(2 * hidden, hidden, batch_first=True)
        self.out = nn.Linear(2 * hidden, vocab)

    def forward(self, token, hidden, enc_out, src_mask):
        scores = (enc_out @ hidden[-1].unsqueeze(2)).squeeze(2)
        scores = scores.masked_fill(~src_mask, -1e9)
        context = (torch.softmax(scores, dim=1).unsqueeze(2) * enc_out).sum(1)
        step_in = torch.cat([self.embedding(token), context], dim=1).unsqueeze(1)
        out, hidden = self.gru(step_in, hidden)
        logits = self.out(torch.cat([out.squeeze(1), context], dim=1))
        return torch.log_softmax(logits, dim=1), hidden
