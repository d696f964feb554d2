import torch
from torch import nn


class SegmentMAE(nn.Module):
    def __init__(self, n_seg, seg_dim, width):
        super().__init__()
        self.embed = nn.Linear(seg_dim, width)
        self.pos = nn.Parameter(torch.zeros(1, n_seg, width))
        self.blank = nn.Parameter(torch.zeros(width))
        self.mixer = nn.GRU(width, width, batch_first=True, bidirectional=True)
        self.recon = nn.Linear(2 * width, seg_dim)

    def encode(self, segs, hide=None):
        tok = self.embed(segs) + self.pos
        if hide is not None:
            tok = torch.where(hide.unsqueeze(-1), self.blank.expand_as(tok), tok)
        out, _ = self.mixer(tok)
        return out

    def forward(self, segs, hide):
        return self.recon(self.encode(segs, hide))


MODELS = {"segment_mae": SegmentMAE}
