import torch.nn as nn


class PillNet(nn.Module):
    def __init__(self, cfg, num_classes=4):
        super().__init__()
        layers, cin = [], 3
        for v in cfg:
            if v == "M":
                layers.append(nn.MaxPool2d(2))
            else:
                layers += [nn.Conv2d(cin, v, 3, padding=1), nn.BatchNorm2d(v), nn.ReLU(inplace=True)]
                cin = v
        self.features = nn.Sequential(*layers)
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Linear(cin, num_classes)

    def forward(self, x):
        x = self.avgpool(self.features(x)).flatten(1)
        return self.classifier(x)


def pillnet_small(**kw):
    return PillNet([16, "M", 32, "M", 64, "M"], **kw)


def pillnet_tiny(**kw):
    return PillNet([8, "M", 16, "M", 32], **kw)


model_names = ["pillnet_small", "pillnet_tiny"]


def get_model(name, num_classes):
    if name == "pillnet_small":
        return pillnet_small(num_classes=num_classes)
    if name == "pillnet_tiny":
        return pillnet_tiny(num_classes=num_classes)
    raise ValueError(name)
