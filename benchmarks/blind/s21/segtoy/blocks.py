from torch import nn

ARCHS = {}


def arch(name):
    def wrap(fn):
        ARCHS[name] = fn
        return fn
    return wrap


def conv_bn(c_in, c_out):
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, padding=1), nn.BatchNorm2d(c_out), nn.ReLU())


class TinySegNet(nn.Module):
    def __init__(self, width=8, n_classes=2):
        super().__init__()
        self.enc = nn.Sequential(conv_bn(1, width), conv_bn(width, width))
        self.down = nn.Sequential(nn.MaxPool2d(2), conv_bn(width, 2 * width))
        self.up = nn.ConvTranspose2d(2 * width, width, 2, stride=2)
        self.dec = conv_bn(2 * width, width)
        self.head = nn.Conv2d(width, n_classes, 1)

    def forward(self, x):
        import torch
        skip = self.enc(x)
        deep = self.up(self.down(skip))
        return self.head(self.dec(torch.cat([skip, deep], 1)))


@arch("tiny_unet")
def tiny_unet(**kw):
    return TinySegNet(**kw)
