import torch
import torch.nn as nn

from layers import EncoderBlock

MODEL_REGISTRY = {}


def register_model(name):
    def wrap(fn):
        MODEL_REGISTRY[name] = fn
        return fn
    return wrap


class TextClassifier(nn.Module):
    def __init__(self, vocab_size, dim, heads, depth, num_classes, max_len, pad_id=0, **block_kwargs):
        super().__init__()
        self.pad_id = pad_id
        self.tok = nn.Embedding(vocab_size, dim, padding_idx=pad_id)
        self.pos = nn.Parameter(torch.zeros(1, max_len, dim))
        self.blocks = nn.ModuleList(EncoderBlock(dim, heads, **block_kwargs) for _ in range(depth))
        self.norm = nn.LayerNorm(dim)
        self.cls = nn.Linear(dim, num_classes)

    def forward(self, tokens):
        pad_mask = tokens.eq(self.pad_id)
        x = self.tok(tokens) + self.pos[:, : tokens.size(1)]
        for block in self.blocks:
            x = block(x, pad_mask)
        keep = (~pad_mask).unsqueeze(-1).float()
        pooled = (self.norm(x) * keep).sum(1) / keep.sum(1).clamp(min=1.0)
        return self.cls(pooled)


@register_model("tiny_encoder")
def tiny_encoder(**kwargs):
    return TextClassifier(dim=32, heads=4, depth=2, **kwargs)


def build_model(cfg):
    return MODEL_REGISTRY[cfg["model"]](**cfg["model_kwargs"])
