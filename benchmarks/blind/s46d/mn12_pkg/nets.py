import torch.nn as nn


def mlp(d_in, hidden, d_out, bn=True):
    layers = [nn.Linear(d_in, hidden)]
    if bn:
        layers.append(nn.BatchNorm1d(hidden))
    layers += [nn.ReLU(inplace=True), nn.Linear(hidden, d_out)]
    return nn.Sequential(*layers)


class GlassNet(nn.Module):
    def __init__(self, n_bins, feat_dim=32, proj_dim=16):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(n_bins, 96), nn.ReLU(), nn.Linear(96, feat_dim))
        self.heads = nn.ModuleDict({"projector": mlp(feat_dim, 64, proj_dim)})
        self.head = nn.Identity()
        self.feat_dim = feat_dim

    def project(self, x):
        return self.heads["projector"](self.encoder(x))

    def forward(self, x):
        return self.head(self.encoder(x))
