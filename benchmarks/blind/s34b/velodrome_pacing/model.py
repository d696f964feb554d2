import torch
from torch import nn

from data import SEG_LEN
from track import TrackEncoder


class LapModel(nn.Module):
    def __init__(self, d_rider=4, d_seg=8, hidden=48):
        super().__init__()
        self.track = TrackEncoder(d_seg)
        self.rider = nn.Sequential(nn.Linear(d_rider, hidden), nn.GELU())
        self.mix = nn.Sequential(nn.Linear(hidden + d_seg, hidden), nn.GELU(),
                                 nn.Linear(hidden, 1))

    def forward(self, rider, seg):
        r = self.rider(rider)                                     # [B, H]
        b, s = r.size(0), seg.size(0)
        pair = torch.cat([r[:, None].expand(b, s, -1), seg[None].expand(b, s, -1)], dim=-1)
        speed = 16.0 + 2.0 * self.mix(pair).squeeze(-1)           # m/s per segment
        return SEG_LEN / speed
