"""Encoders and heads."""
import torch
from torch import nn


class GRUEncoder(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.rnn = nn.GRU(5, hidden, batch_first=True)

    def forward(self, x):
        _, h = self.rnn(x)
        return h[-1]


class TCNEncoder(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Conv1d(5, hidden, 3, padding=2, dilation=2), nn.ReLU(),
                                 nn.Conv1d(hidden, hidden, 3, padding=4, dilation=4), nn.ReLU())

    def forward(self, x):
        return self.net(x.transpose(1, 2)).mean(-1)


class MLPEncoder(nn.Module):
    def __init__(self, hidden, window):
        super().__init__()
        self.net = nn.Sequential(nn.Flatten(), nn.Linear(5 * window, hidden), nn.ReLU())

    def forward(self, x):
        return self.net(x)


class Nowcaster(nn.Module):
    def __init__(self, encoder, hidden):
        super().__init__()
        self.encoder = encoder
        self.intensity = nn.Linear(hidden, 1)
        self.kp = nn.Linear(hidden, 3)

    def forward(self, x):
        h = self.encoder(x)
        return self.intensity(h).squeeze(1), h


def build_model(args):
    if args.encoder == "gru":
        enc = GRUEncoder(args.hidden)
    elif args.encoder == "tcn":
        enc = TCNEncoder(args.hidden)
    elif args.encoder == "mlp":
        enc = MLPEncoder(args.hidden, args.window)
    else:
        raise ValueError(args.encoder)
    return Nowcaster(enc, args.hidden)
