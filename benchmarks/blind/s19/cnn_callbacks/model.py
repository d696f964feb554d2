import torch.nn as nn


def conv_bn_relu(cin, cout, stride=1):
    return nn.Sequential(
        nn.Conv2d(cin, cout, 3, stride=stride, padding=1, bias=False),
        nn.BatchNorm2d(cout),
        nn.ReLU(inplace=True),
    )


class ResidualBlock(nn.Module):
    def __init__(self, ch):
        super().__init__()
        self.body = nn.Sequential(conv_bn_relu(ch, ch), nn.Conv2d(ch, ch, 3, padding=1, bias=False),
                                  nn.BatchNorm2d(ch))
        self.act = nn.ReLU(inplace=True)

    def forward(self, x):
        out = self.body(x)
        out += x
        return self.act(out)


class TinyResNet(nn.Module):
    def __init__(self, num_classes=5, width=16):
        super().__init__()
        self.stem = conv_bn_relu(3, width)
        self.blocks = nn.Sequential(ResidualBlock(width), conv_bn_relu(width, width * 2, stride=2),
                                    ResidualBlock(width * 2))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(width * 2, num_classes)

    def forward(self, x):
        return self.fc(self.pool(self.blocks(self.stem(x))).flatten(1))
