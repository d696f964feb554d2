import torch
import torch.nn as nn

from .quant import ActFakeQuant


class SteepNet(nn.Module):
    def __init__(self, n_in=6, width=40, bits=4):
        super().__init__()
        self.fc1 = nn.Linear(n_in, width)
        self.fc2 = nn.Linear(width, width)
        self.out = nn.Linear(width, 3)
        self.q1 = ActFakeQuant(bits)
        self.q2 = ActFakeQuant(bits)

    def forward(self, x):
        h = self.q1(torch.tanh(self.fc1(x)))
        h = self.q2(torch.tanh(self.fc2(h)))
        return self.out(h)

    def quantizers(self):
        return [self.q1, self.q2]

    @torch.no_grad()
    def calibrate(self, x):
        h1 = torch.tanh(self.fc1(x))
        self.q1.calibrate(h1)
        self.q2.calibrate(torch.tanh(self.fc2(h1)))
        for q in self.quantizers():
            q.enabled = True
