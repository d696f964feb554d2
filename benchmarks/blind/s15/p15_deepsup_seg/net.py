import torch
import torch.nn as nn
import torch.nn.functional as F


def conv_bn(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout),
                         nn.ReLU(inplace=True))


class MiniUNet(nn.Module):
    def __init__(self, in_ch=1, n_cls=3, w=8):
        super().__init__()
        self.enc1, self.enc2, self.mid = conv_bn(in_ch, w), conv_bn(w, 2 * w), conv_bn(2 * w, 4 * w)
        self.dec2, self.dec1 = conv_bn(6 * w, 2 * w), conv_bn(3 * w, w)
        self.aux_mid = nn.Conv2d(4 * w, n_cls, 1)
        self.aux_dec2 = nn.Conv2d(2 * w, n_cls, 1)
        self.final = nn.Conv2d(w, n_cls, 1)

    def forward(self, x):
        e1 = self.enc1(x)
        e2 = self.enc2(F.max_pool2d(e1, 2))
        m = self.mid(F.max_pool2d(e2, 2))
        d2 = self.dec2(torch.cat([F.interpolate(m, scale_factor=2.0), e2], 1))
        d1 = self.dec1(torch.cat([F.interpolate(d2, scale_factor=2.0), e1], 1))
        outs = [self.final(d1)]
        if self.training:
            outs += [self.aux_dec2(d2), self.aux_mid(m)]
        return outs
