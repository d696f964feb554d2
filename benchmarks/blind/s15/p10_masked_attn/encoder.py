import torch
import torch.nn as nn

from layers import Block


class TinyEncoder(nn.Module):
    def __init__(self, vocab, dim=32, depth=2, heads=4, n_cls=2, max_len=64, pad_id=0):
        super().__init__()
        self.pad_id = pad_id
        self.tok = nn.Embedding(vocab, dim, padding_idx=pad_id)
        self.pos = nn.Parameter(torch.zeros(1, max_len, dim))
        self.blocks = nn.ModuleList(Block(dim, heads) for _ in range(depth))
        self.cls_head = nn.Linear(dim, n_cls)

    def forward(self, ids):
        key_pad = ids.eq(self.pad_id)
        x = self.tok(ids) + self.pos[:, : ids.size(1)]
        for blk in self.blocks:
            x = blk(x, key_pad)
        keep = (~key_pad).unsqueeze(-1).float()
        pooled = (x * keep).sum(1) / keep.sum(1).clamp(min=1)
        return self.cls_head(pooled)
