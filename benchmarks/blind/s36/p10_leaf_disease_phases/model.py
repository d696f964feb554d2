from torch import nn


def conv_bn(c_in, c_out):
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, padding=1, bias=False),
                         nn.BatchNorm2d(c_out), nn.ReLU())


class LeafNet(nn.Module):
    def __init__(self, n_classes, width=16):
        super().__init__()
        self.features = nn.Sequential(conv_bn(3, width), nn.MaxPool2d(2),
                                      conv_bn(width, 2 * width), nn.MaxPool2d(2),
                                      conv_bn(2 * width, 2 * width))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(2 * width, n_classes)

    def forward(self, x):
        return self.fc(self.pool(self.features(x)).flatten(1))
