import torch.nn as nn


class FraudScorer(nn.Module):
    def __init__(self, d=12, hidden=32):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(d, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
                                  nn.Dropout(0.2), nn.Linear(hidden, hidden), nn.ReLU())
        self.score = nn.Linear(hidden, 1)

    def forward(self, x):
        return self.score(self.body(x)).squeeze(1)
