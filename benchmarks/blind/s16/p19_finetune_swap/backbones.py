import torch.nn as nn

_REGISTRY = {}


def register_model(fn):
    _REGISTRY[fn.__name__] = fn
    return fn


def create_model(name, **kwargs):
    return _REGISTRY[name](**kwargs)


class BasicBlock(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.conv1 = nn.Conv1d(channels, channels, 3, padding=1)
        self.bn1 = nn.BatchNorm1d(channels)
        self.conv2 = nn.Conv1d(channels, channels, 3, padding=1)
        self.bn2 = nn.BatchNorm1d(channels)

    def forward(self, x):
        out = self.bn1(self.conv1(x)).relu()
        return (x + self.bn2(self.conv2(out))).relu()


class TinyResNet1d(nn.Module):
    def __init__(self, in_channels=1, width=16, blocks=2, num_classes=10):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv1d(in_channels, width, 5, padding=2), nn.BatchNorm1d(width), nn.ReLU())
        self.layers = nn.Sequential(*[BasicBlock(width) for _ in range(blocks)])
        self.pool = nn.AdaptiveAvgPool1d(1)
        self.num_features = width
        self.fc = nn.Linear(width, num_classes)

    def forward_features(self, x):
        return self.pool(self.layers(self.stem(x))).flatten(1)

    def forward(self, x):
        return self.fc(self.forward_features(x))

    def get_classifier(self):
        return self.fc

    def reset_classifier(self, num_classes):
        self.fc = nn.Linear(self.num_features, num_classes)


@register_model
def resnet1d_tiny(**kwargs):
    return TinyResNet1d(width=16, blocks=2, **kwargs)
