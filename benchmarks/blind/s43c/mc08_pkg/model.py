import torch.nn as nn
import torch.nn.functional as F


class ToneDecoder(nn.Module):
    """Frame classifier with a small GRU; 13 outputs = CTC blank + 12 keys."""

    def __init__(self, n_feats=9, hidden=48, n_keys=12):
        super().__init__()
        self.norm = nn.LayerNorm(n_feats)
        self.rnn = nn.GRU(n_feats, hidden, batch_first=True, bidirectional=True)
        self.cls = nn.Linear(2 * hidden, n_keys + 1)

    def forward(self, x):
        h, _ = self.rnn(self.norm(x))
        return F.log_softmax(self.cls(h), dim=-1)
