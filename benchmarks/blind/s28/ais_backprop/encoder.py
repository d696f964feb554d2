import torch
from torch import nn


class TrackEncoder(nn.Module):
    def __init__(self, features=5, hidden=32):
        super().__init__()
        self.conv = nn.Conv1d(features, hidden, 5, padding=2)
        self.rnn = nn.GRU(hidden, hidden, batch_first=True)

    def forward(self, tracks):
        local = torch.relu(self.conv(tracks.transpose(1, 2))).transpose(1, 2)
        _, last = self.rnn(local)
        return last[-1]


class VesselModel(nn.Module):
    def __init__(self, types, horizon=5, hidden=32):
        super().__init__()
        self.encoder = TrackEncoder(hidden=hidden)
        self.type_head = nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, types))
        self.motion_head = nn.Linear(hidden, 2 * horizon)
        self.horizon = horizon

    def classify(self, tracks):
        return self.type_head(self.encoder(tracks))

    def forecast(self, history):
        return self.motion_head(self.encoder(history)).view(-1, self.horizon, 2)
