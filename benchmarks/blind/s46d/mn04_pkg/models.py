import torch.nn as nn


class FilmRegressor(nn.Module):
    def __init__(self, n_wl, widths):
        super().__init__()
        layers, d = [], n_wl
        for w in widths:
            layers += [nn.Linear(d, w), nn.SiLU()]
            d = w
        self.trunk = nn.Sequential(*layers)
        self.out = nn.Linear(d, 1)
        self.feat_dim = d

    def forward(self, x, return_feat=False):
        h = self.trunk(x)
        y = self.out(h).squeeze(1)
        return (y, h) if return_feat else y


def teacher_net(n_wl):
    return FilmRegressor(n_wl, [256, 128, 64])


def student_net(n_wl):
    return FilmRegressor(n_wl, [48, 32])
