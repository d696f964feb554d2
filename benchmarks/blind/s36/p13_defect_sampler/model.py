from torch import nn


class PatternClassifier(nn.Module):
    def __init__(self, n_in, n_classes, hidden=48):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(), nn.Linear(hidden, hidden),
                                 nn.ReLU(), nn.Linear(hidden, n_classes))

    def forward(self, x):
        return self.net(x)
