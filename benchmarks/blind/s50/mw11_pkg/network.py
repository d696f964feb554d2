"""Encoder + GRU update operator applied for a fixed number of refinement steps."""
import torch
import torch.nn as nn

from .frames import sample_with_flow


class GustFlowNet(nn.Module):
    def __init__(self, feat=16, hid=24, steps=4):
        super().__init__()
        self.steps, self.hid = steps, hid
        self.encoder = nn.Sequential(nn.Conv2d(3, feat, 3, padding=1), nn.ReLU(), nn.Conv2d(feat, feat, 3, padding=1))
        self.gate = nn.Conv2d(hid + 2 * feat + 2, 2 * hid, 3, padding=1)
        self.cand = nn.Conv2d(hid + 2 * feat + 2, hid, 3, padding=1)
        self.to_delta = nn.Conv2d(hid, 2, 3, padding=1)

    def forward(self, a, b):
        fa, fb = self.encoder(a), self.encoder(b)
        flow = torch.zeros(a.shape[0], 2, *a.shape[-2:])
        h = torch.zeros(a.shape[0], self.hid, *a.shape[-2:])
        preds = []
        for _ in range(self.steps):
            flow = flow.detach()
            x = torch.cat([fb, sample_with_flow(fa, flow), flow], 1)
            z, r = torch.sigmoid(self.gate(torch.cat([h, x], 1))).chunk(2, 1)
            h = (1 - z) * h + z * torch.tanh(self.cand(torch.cat([r * h, x], 1)))
            flow = flow + self.to_delta(h)
            preds.append(flow)
        return preds
