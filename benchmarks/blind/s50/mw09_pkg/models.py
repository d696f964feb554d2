"""RAFT-flavoured refiner: shared encoder, warped-feature cost, GRU-style update per iteration."""
import torch
import torch.nn as nn

from .synth import backward_warp


class FeatureNet(nn.Module):
    def __init__(self, ch=16):
        super().__init__()
        self.net = nn.Sequential(nn.Conv2d(3, ch, 3, padding=1), nn.ReLU(), nn.Conv2d(ch, ch, 3, padding=1))

    def forward(self, x):
        return self.net(x)


class UpdateBlock(nn.Module):
    def __init__(self, ch=16, hid=24):
        super().__init__()
        self.zr = nn.Conv2d(2 * ch + 2 + hid, 2 * hid, 3, padding=1)
        self.q = nn.Conv2d(2 * ch + 2 + hid, hid, 3, padding=1)
        self.delta = nn.Conv2d(hid, 2, 3, padding=1)

    def forward(self, hidden, inp):
        z, r = torch.sigmoid(self.zr(torch.cat([hidden, inp], 1))).chunk(2, 1)
        q = torch.tanh(self.q(torch.cat([r * hidden, inp], 1)))
        hidden = (1 - z) * hidden + z * q
        return hidden, self.delta(hidden)


class RippleFlow(nn.Module):
    def __init__(self, iters=4, hid=24):
        super().__init__()
        self.iters, self.hid = iters, hid
        self.fnet = FeatureNet()
        self.update = UpdateBlock(hid=hid)

    def forward(self, img0, img1):
        feat0, feat1 = self.fnet(img0), self.fnet(img1)
        flow = torch.zeros(img0.shape[0], 2, *img0.shape[-2:])
        hidden = feat0.new_zeros(img0.shape[0], self.hid, *img0.shape[-2:])
        estimates = []
        for _ in range(self.iters):
            flow = flow.detach()
            warped = backward_warp(feat0, flow)
            hidden, delta = self.update(hidden, torch.cat([feat1, warped, flow], 1))
            flow = flow + delta
            estimates.append(flow)
        return estimates
