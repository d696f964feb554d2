import torch.nn as nn


class CutterNet(nn.Module):
    def __init__(self, n_log, n_states, hidden=48):
        super().__init__()
        self.hidden_layers = nn.Sequential(nn.Linear(n_log, hidden), nn.ReLU(),
                                           nn.Linear(hidden, hidden), nn.ReLU())
        self.wear = nn.Linear(hidden, n_states)

    def forward(self, x):
        return self.wear(self.hidden_layers(x))
