"""Encoder, ConvGRU cell and a flow+residual decoder that warps the last frame."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class ConvGRUCell(nn.Module):
    def __init__(self, in_ch, hid_ch, k=3):
        super().__init__()
        self.gates = nn.Conv2d(in_ch + hid_ch, 2 * hid_ch, k, padding=k // 2)
        self.cand = nn.Conv2d(in_ch + hid_ch, hid_ch, k, padding=k // 2)
        self.hid_ch = hid_ch

    def forward(self, x, h):
        if h is None:
            h = x.new_zeros(x.shape[0], self.hid_ch, *x.shape[-2:])
        z, r = torch.sigmoid(self.gates(torch.cat([x, h], 1))).chunk(2, 1)
        h_new = torch.tanh(self.cand(torch.cat([x, r * h], 1)))
        return (1 - z) * h + z * h_new


def warp(img, flow):
    n, _, hgt, wid = img.shape
    ys, xs = torch.meshgrid(torch.linspace(-1, 1, hgt), torch.linspace(-1, 1, wid), indexing="ij")
    base = torch.stack([xs, ys], -1).expand(n, hgt, wid, 2)
    off = flow.permute(0, 2, 3, 1) * torch.tensor([2.0 / (wid - 1), 2.0 / (hgt - 1)])
    return F.grid_sample(img, base + off, align_corners=True, padding_mode="border")


class DripPredictor(nn.Module):
    def __init__(self, hid=16):
        super().__init__()
        self.encode = nn.Sequential(nn.Conv2d(1, hid, 3, padding=1), nn.ReLU(inplace=True))
        self.cell = ConvGRUCell(hid, hid)
        self.decode = nn.Conv2d(hid, 3, 3, padding=1)

    def forward(self, frame, h):
        h = self.cell(self.encode(frame), h)
        out = self.decode(h)
        return (warp(frame, out[:, :2]) + 0.1 * out[:, 2:]).clamp(0, 1), h
