import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence


class CoughTagger(nn.Module):
    """Frame-level cough tagger: per-frame projection, BiLSTM over the clip, logit per frame."""

    def __init__(self, n_mels, hidden=48):
        super().__init__()
        self.front = nn.Sequential(nn.LayerNorm(n_mels), nn.Linear(n_mels, hidden), nn.GELU())
        self.rnn = nn.LSTM(hidden, hidden, batch_first=True, bidirectional=True)
        self.head = nn.Linear(2 * hidden, 1)

    def forward(self, feats, lens):
        z = self.front(feats)
        packed = pack_padded_sequence(z, lens, batch_first=True, enforce_sorted=False)
        out, _ = self.rnn(packed)
        out, _ = pad_packed_sequence(out, batch_first=True, total_length=feats.size(1))
        return self.head(out).squeeze(-1)
