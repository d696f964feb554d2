import torch.nn as nn


class PatternNet(nn.Module):
    def __init__(self, n_in, n_out, hidden=128, p_drop=0.25):
        super().__init__()
        self.layers = nn.Sequential(
            nn.Linear(n_in, hidden), nn.ReLU(), nn.Dropout(p_drop),
            nn.Linear(hidden, hidden), nn.ReLU(), nn.Dropout(p_drop),
            nn.Linear(hidden, n_out),
        )

    def forward(self, x):
        return self.layers(x)
