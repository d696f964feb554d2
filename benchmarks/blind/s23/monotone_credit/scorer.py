import torch
import torch.nn as nn

from .constraints import NonNegativeMixin


class MonotoneScorer(NonNegativeMixin, nn.Module):
    monotone_layers = ("mono_in", "mono_out")

    def __init__(self, n_mono, n_free, hidden=16, dropout=0.0, **unused):
        super().__init__()
        self.mono_in = nn.Linear(n_mono, hidden)
        self.mono_out = nn.Linear(hidden, 1, bias=False)
        self.free = nn.Sequential(
            nn.Linear(n_free, hidden), nn.ReLU(), nn.Dropout(dropout), nn.Linear(hidden, 1)
        )

    def forward(self, x_mono, x_free):
        h = torch.sigmoid(self.mono_in(x_mono))
        return (self.mono_out(h) + self.free(x_free)).squeeze(-1)


def build_scorer(features, **kwargs):
    return MonotoneScorer(len(features["monotone"]), len(features["free"]), **kwargs)
