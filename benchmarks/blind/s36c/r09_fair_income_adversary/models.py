import torch
import torch.nn as nn


class Predictor(nn.Module):
    def __init__(self, d, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(d, hidden), nn.ReLU(),
                                 nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, 1))

    def forward(self, x):
        return self.net(x).squeeze(-1)


class Adversary(nn.Module):
    """Predicts the protected attribute from the predictor's logit and the true label
    (equalised-odds variant of Zhang, Lemoine & Mitchell, 2018)."""

    def __init__(self, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(3, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, y_logit, y):
        p = torch.sigmoid(y_logit)
        return self.net(torch.stack([p, p * y, p * (1 - y)], dim=-1)).squeeze(-1)
