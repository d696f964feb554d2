import torch.nn as nn


class SmallConvNet(nn.Module):
    def __init__(self, num_classes, width=16):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(width, width * 2, 3, padding=1), nn.BatchNorm2d(width * 2), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1),
        )
        self.num_features = width * 2
        self.fc = nn.Linear(self.num_features, num_classes)

    def forward(self, x):
        return self.fc(self.features(x).flatten(1))

    def reset_classifier(self, num_classes):
        self.fc = nn.Linear(self.num_features, num_classes)


def build_model(cfg):
    return SmallConvNet(cfg.pretrained_classes, cfg.width)
