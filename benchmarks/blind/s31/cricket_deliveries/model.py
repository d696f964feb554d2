import torch
import torch.nn.functional as F
from torch import nn

from hawkeye import KINDS, LengthOnly, Labelled


class DeliveryNet(nn.Module):
    def __init__(self, hidden=48):
        super().__init__()
        self.gru = nn.GRU(4, hidden, batch_first=True)
        self.kind_head = nn.Linear(hidden, len(KINDS))
        self.length_head = nn.Sequential(nn.Linear(hidden, 16), nn.Tanh(), nn.Linear(16, 1))

    def forward(self, track):
        _, h = self.gru(track)
        h = h[-1]
        return self.kind_head(h), self.length_head(h).squeeze(1)

    def losses(self, batch):
        match batch:
            case Labelled(track=track, kind=kind, length=length):
                logits, pitched = self(track)
                return {"kind": F.cross_entropy(logits, kind, label_smoothing=0.05),
                        "length": F.l1_loss(pitched, length)}
            case LengthOnly(track=track, length=length):
                _, pitched = self(track)
                return {"length": F.l1_loss(pitched, length)}
            case _:
                raise TypeError(f"unknown batch {type(batch).__name__}")
