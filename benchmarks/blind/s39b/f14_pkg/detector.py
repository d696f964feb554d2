import torch
from torch import nn

from .branches import ScaleBranch

FUSERS = {
    "concat": lambda feats: torch.cat(feats, dim=-1),
    "sum": lambda feats: torch.stack(feats).sum(0),
}


class HotspotDetector(nn.Module):
    def __init__(self, *, scales, branch_channels, fuse="concat", hidden=64):
        super().__init__()
        self.branches = {f"x{s}": ScaleBranch(s, branch_channels) for s in scales}
        self.fuse = FUSERS[fuse]
        fused_dim = branch_channels * (len(scales) if fuse == "concat" else 1)
        self.classifier = nn.Sequential(nn.Linear(fused_dim, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, clips):
        feats = [branch(clips) for branch in self.branches.values()]
        return self.classifier(self.fuse(feats)).squeeze(-1)


def build_detector(cfg) -> HotspotDetector:
    return HotspotDetector(scales=cfg.scales, branch_channels=cfg.branch_channels,
                           fuse=cfg.fuse, hidden=cfg.hidden)
