import torch.nn as nn


class TrackEncoder(nn.Module):
    def __init__(self, n_feat=4, hidden=32):
        super().__init__()
        self.embed = nn.Linear(n_feat, hidden)
        self.gru = nn.GRU(hidden, hidden, batch_first=True)

    def forward(self, tokens, prompt=None):
        seq = self.embed(tokens)
        if prompt is not None:
            seq = prompt(seq)
        _, h_last = self.gru(seq)
        return h_last[-1]


class TaskHeads(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.lap = nn.Linear(hidden, 1)
        self.jump = nn.Linear(hidden, 1)

    def forward(self, feats):
        return {"lap": self.lap(feats).squeeze(-1), "jump": self.jump(feats).squeeze(-1)}
