import torch
import torch.nn as nn


def down(cin, cout, norm=True):
    layers = [nn.Conv2d(cin, cout, 4, 2, 1, bias=not norm)]
    if norm:
        layers.append(nn.BatchNorm2d(cout))
    layers.append(nn.LeakyReLU(0.2, inplace=True))
    return nn.Sequential(*layers)


def up(cin, cout, dropout=False):
    layers = [nn.ConvTranspose2d(cin, cout, 4, 2, 1, bias=False), nn.BatchNorm2d(cout)]
    if dropout:
        layers.append(nn.Dropout(0.5))
    layers.append(nn.ReLU(inplace=True))
    return nn.Sequential(*layers)


class UNetGenerator(nn.Module):
    def __init__(self, in_ch=1, out_ch=3, ngf=16):
        super().__init__()
        self.d1 = down(in_ch, ngf, norm=False)
        self.d2 = down(ngf, ngf * 2)
        self.d3 = down(ngf * 2, ngf * 4)
        self.u1 = up(ngf * 4, ngf * 2, dropout=True)
        self.u2 = up(ngf * 4, ngf)
        self.out = nn.Sequential(nn.ConvTranspose2d(ngf * 2, out_ch, 4, 2, 1), nn.Tanh())

    def forward(self, x):
        e1 = self.d1(x)
        e2 = self.d2(e1)
        e3 = self.d3(e2)
        h = self.u1(e3)
        h = self.u2(torch.cat([h, e2], dim=1))
        return self.out(torch.cat([h, e1], dim=1))
