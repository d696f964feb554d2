from torch import nn


class Classifier(nn.Module):
    def __init__(self, n_in, hidden, n_classes):
        super().__init__()
        self.blocks = nn.Sequential(
            nn.Linear(n_in, hidden), nn.GELU(),
            nn.Linear(hidden, hidden), nn.GELU(),
        )
        self.head = nn.Linear(hidden, n_classes)

    def forward(self, x):
        return self.head(self.blocks(x))
