from torch import nn


class SmallCNN(nn.Module):
    def __init__(self, width=8):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(1, width, 3, padding=1), nn.ReLU(),
                                  nn.Conv2d(width, width, 3, padding=1), nn.ReLU())
        self.classifier = nn.Linear(width * 12 * 12, 2)

    def forward(self, x, keep=None):
        fmap = self.stem(x)
        if keep is not None:
            keep(fmap)
        return self.classifier(fmap.flatten(1))
