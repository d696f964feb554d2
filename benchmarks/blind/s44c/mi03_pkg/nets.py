import torch.nn as nn

from .contours import SEQ_LEN


class ContourGenerator(nn.Module):
    def __init__(self, nz=16, ngf=64):
        super(ContourGenerator, self).__init__()
        self.nz = nz
        self.main = nn.Sequential(
            nn.Linear(nz, ngf), nn.ReLU(True),
            nn.Linear(ngf, ngf), nn.ReLU(True),
            nn.Linear(ngf, SEQ_LEN), nn.Tanh(),
        )

    def forward(self, z):
        return self.main(z) * 1.5


class ContourCritic(nn.Module):
    def __init__(self, ndf=64):
        super(ContourCritic, self).__init__()
        self.main = nn.Sequential(
            nn.Linear(SEQ_LEN, ndf), nn.LeakyReLU(0.2, True),
            nn.Linear(ndf, ndf), nn.LeakyReLU(0.2, True),
            nn.Linear(ndf, 1),
        )

    def forward(self, x):
        return self.main(x)
