import torch
import torch.nn as nn

from .proteins import AA


class PairBlock(nn.Module):
    def __init__(self, ch):
        super().__init__()
        self.conv = nn.Conv2d(ch, ch, 3, padding=1)
        self.norm = nn.BatchNorm2d(ch)

    def forward(self, x):
        return x + torch.relu(self.norm(self.conv(x)))


class ContactNet(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.embed = nn.Embedding(AA, cfg.embed)
        self.seq_conv = nn.Conv1d(cfg.embed, cfg.pair // 2, 5, padding=2)
        self.blocks = nn.Sequential(*[PairBlock(cfg.pair) for _ in range(cfg.blocks)])
        self.out = nn.Conv2d(cfg.pair, 1, 1)

    def forward(self, seq):
        h = self.seq_conv(self.embed(seq).transpose(1, 2))          # B, C, L
        L = h.size(-1)
        pair = torch.cat([h.unsqueeze(3).expand(-1, -1, L, L),
                          h.unsqueeze(2).expand(-1, -1, L, L)], 1)  # B, 2C, L, L
        logits = self.out(self.blocks(pair)).squeeze(1)
        logits = 0.5 * (logits + logits.transpose(1, 2))
        return torch.sigmoid(logits)
