import torch
from torch import nn

from .besttrack import FEATURES


class TrackSeq2Seq(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.encoder = nn.GRU(FEATURES, hidden, batch_first=True)
        self.decoder = nn.GRUCell(2, hidden)
        self.project = nn.Linear(hidden, 2)

    def forward(self, past, lead, future=None, teacher_ratio=0.0):
        _, h = self.encoder(past)
        h = h[0]
        step = past[:, -1, :2]
        outputs = []
        for t in range(lead):
            h = self.decoder(step, h)
            pred = step + self.project(h)
            outputs.append(pred)
            if future is not None and torch.rand(()) < teacher_ratio:
                step = future[:, t]
            else:
                step = pred
        return torch.stack(outputs, dim=1)
