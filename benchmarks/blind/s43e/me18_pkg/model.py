import torch
import torch.nn as nn


class MotionNet(nn.Module):
    """History encoder -> n_modes future trajectories + mode confidences."""

    def __init__(self, history, future, n_modes, hidden):
        super().__init__()
        self.future, self.n_modes = future, n_modes
        self.encoder = nn.Sequential(nn.Linear(history * 2, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.traj = nn.Linear(hidden, n_modes * future * 2)
        self.conf = nn.Linear(hidden, n_modes)

    def forward(self, hist):
        h = self.encoder(hist.flatten(1))
        pred = self.traj(h).view(-1, self.n_modes, self.future, 2)
        return pred, torch.softmax(self.conf(h), dim=1)
