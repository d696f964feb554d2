from torch import nn


class CrownClassifier(nn.Module):
    def __init__(self, n_in, n_classes, width=96, p_drop=0.3):
        super().__init__()
        self.blocks = nn.Sequential(
            nn.Linear(n_in, width), nn.BatchNorm1d(width), nn.ReLU(), nn.Dropout(p_drop),
            nn.Linear(width, width), nn.BatchNorm1d(width), nn.ReLU(), nn.Dropout(p_drop))
        self.out = nn.Linear(width, n_classes)

    def forward(self, x):
        return self.out(self.blocks(x))
