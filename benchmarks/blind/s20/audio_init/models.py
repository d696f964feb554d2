from torch import nn


class ConvBlock(nn.Sequential):
    def __init__(self, cin, cout, kernel, stride):
        super().__init__(
            nn.Conv1d(cin, cout, kernel, stride=stride, padding=kernel // 2),
            nn.BatchNorm1d(cout),
            nn.ReLU(),
        )


class KeywordNet(nn.Module):
    def __init__(self, n_classes, width=16):
        super().__init__()
        self.features = nn.Sequential(
            ConvBlock(1, width, 9, 4),
            ConvBlock(width, width * 2, 5, 2),
            ConvBlock(width * 2, width * 2, 3, 2),
        )
        self.pool = nn.AdaptiveAvgPool1d(1)
        self.classifier = nn.Linear(width * 2, n_classes)

    def forward(self, wave):
        h = self.pool(self.features(wave)).flatten(1)
        return self.classifier(h)
