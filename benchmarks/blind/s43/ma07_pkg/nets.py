import torch.nn as nn


class GraspNet(nn.Module):
    def __init__(self, n_features, n_grasps, hidden=64, dropout=0.1):
        super().__init__()
        self.features = nn.Sequential(
            nn.Linear(n_features, hidden), nn.ReLU(), nn.Dropout(dropout),
            nn.Linear(hidden, hidden), nn.ReLU(),
        )
        self.classifier = nn.Linear(hidden, n_grasps)

    def forward(self, x):
        return self.classifier(self.features(x))
