from torch import nn

from .calls import SPECIES


class CallNet(nn.Module):
    def __init__(self, width=16, p_drop=0.3):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, width, 3, padding=1),
            nn.BatchNorm2d(width),
            nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(width, 2 * width, 3, padding=1),
            nn.BatchNorm2d(2 * width),
            nn.ReLU(),
            nn.AdaptiveAvgPool2d((3, 2)),
        )
        self.classifier = nn.Sequential(
            nn.Flatten(),
            nn.Dropout(p_drop),
            nn.Linear(2 * width * 6, 64),
            nn.ReLU(),
            nn.Dropout(p_drop),
            nn.Linear(64, len(SPECIES)),
        )

    def forward(self, x):
        return self.classifier(self.features(x))
