import torch.nn as nn


class NetG(nn.Module):
    def __init__(self, nz, ngf, length):
        super().__init__()
        self.init_len = length // 4
        self.fc = nn.Linear(nz, ngf * 2 * self.init_len)
        self.ngf = ngf
        self.body = nn.Sequential(
            nn.BatchNorm1d(ngf * 2),
            nn.ReLU(True),
            nn.ConvTranspose1d(ngf * 2, ngf, 4, 2, 1),
            nn.BatchNorm1d(ngf),
            nn.ReLU(True),
            nn.ConvTranspose1d(ngf, 1, 4, 2, 1),
            nn.Tanh(),
        )

    def forward(self, z):
        h = self.fc(z).view(z.size(0), self.ngf * 2, self.init_len)
        return self.body(h)


class NetD(nn.Module):
    def __init__(self, ndf, length):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(1, ndf, 4, 2, 1),
            nn.LeakyReLU(0.2, inplace=True),
            nn.Conv1d(ndf, ndf * 2, 4, 2, 1),
            nn.BatchNorm1d(ndf * 2),
            nn.LeakyReLU(0.2, inplace=True),
        )
        self.classifier = nn.Linear(ndf * 2 * (length // 4), 1)

    def forward(self, x):
        return self.classifier(self.features(x).flatten(1)).view(-1)


def weights_init(m):
    name = m.__class__.__name__
    if "Conv" in name:
        nn.init.normal_(m.weight, 0.0, 0.02)
    elif "BatchNorm" in name:
        nn.init.normal_(m.weight, 1.0, 0.02)
        nn.init.zeros_(m.bias)
