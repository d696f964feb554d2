import torch
import torch.nn as nn


class ConvGRUCell(nn.Module):
    def __init__(self, cin, ch):
        super(ConvGRUCell, self).__init__()
        self.gates = nn.Conv2d(cin + ch, 2 * ch, 3, padding=1)
        self.cand = nn.Conv2d(cin + ch, ch, 3, padding=1)

    def forward(self, x, h):
        zr = torch.sigmoid(self.gates(torch.cat([x, h], 1)))
        z, r = zr.chunk(2, 1)
        c = torch.tanh(self.cand(torch.cat([x, r * h], 1)))
        return (1 - z) * h + z * c


class Nowcaster(nn.Module):
    def __init__(self, ch=8):
        super(Nowcaster, self).__init__()
        self.ch = ch
        self.cell = ConvGRUCell(1, ch)
        self.out = nn.Conv2d(ch, 1, 1)

    def forward(self, frame, h):
        h = self.cell(frame, h)
        return torch.sigmoid(self.out(h)), h
