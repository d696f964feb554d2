import torch.nn as nn

_FACTORY = {}


def register(fn):
    _FACTORY[fn.__name__] = fn
    return fn


def create_model(name, **kwargs):
    return _FACTORY[name](**kwargs)


class ConvNet(nn.Module):
    def __init__(self, num_classes=10, width=8):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, width, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(width, 2 * width, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
            nn.Flatten(),
        )
        self.classifier = nn.Linear(2 * width, num_classes)

    def forward(self, x):
        return self.classifier(self.features(x))


@register
def convnet_small(**kwargs):
    return ConvNet(width=8, **kwargs)
