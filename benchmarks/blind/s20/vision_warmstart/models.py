from torch import nn


def init_conv(m):
    if isinstance(m, nn.Conv2d):
        nn.init.kaiming_normal_(m.weight, nonlinearity="relu")
        nn.init.zeros_(m.bias)


class Backbone(nn.Module):
    def __init__(self, width=12):
        super().__init__()
        self.layers = nn.Sequential(
            nn.Conv2d(3, width, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(width, 2 * width, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        )
        self.out_features = 2 * width

    def forward(self, x):
        return self.layers(x)


class Classifier(nn.Module):
    def __init__(self, n_classes, width=12):
        super().__init__()
        self.backbone = Backbone(width)
        self.fc = nn.Linear(self.backbone.out_features, n_classes)

    def forward(self, x):
        return self.fc(self.backbone(x))
