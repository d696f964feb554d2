import torch.nn as nn


def stage(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout),
                         nn.ReLU(inplace=True), nn.MaxPool2d(2))


class Net(nn.Module):
    """Returns (logits, feature map of the last stage) so that hint losses can be attached."""

    def __init__(self, widths, num_classes=10):
        super().__init__()
        chans = [3, *widths]
        self.backbone = nn.Sequential(*[stage(a, b) for a, b in zip(chans[:-1], chans[1:])])
        self.head = nn.Linear(widths[-1], num_classes)
        self.feat_dim = widths[-1]

    def forward(self, x):
        fmap = self.backbone(x)
        return self.head(fmap.mean((2, 3))), fmap


def teacher_net(num_classes=10):
    return Net([64, 128, 256], num_classes)


def student_net(num_classes=10):
    return Net([16, 32, 64], num_classes)
