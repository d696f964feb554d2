"""Tiny attention classifier over variable-length token sequences."""
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class Config:
    vocab: int = 50
    dim: int = 32
    max_len: int = 12
    n_classes: int = 3
    batch_size: int = 32
    epochs: int = 3
    steps: int = 20
    lr: float = 3e-3
    label_smoothing: float = 0.1


class MaskedSelfAttention(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.scale = dim ** -0.5

    def forward(self, x, pad_mask):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        scores = torch.matmul(q, k.transpose(-2, -1)) * self.scale
        scores = scores.masked_fill(pad_mask[:, None, :], float("-inf"))
        weights = scores.softmax(dim=-1)
        weights.masked_fill_(pad_mask[:, :, None], 0.0)
        return self.proj(torch.matmul(weights, v))


class Encoder(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.embed = nn.Embedding(cfg.vocab, cfg.dim, padding_idx=0)
        self.pos = nn.Parameter(torch.zeros(cfg.max_len, cfg.dim))
        self.attn = MaskedSelfAttention(cfg.dim)
        self.norm = nn.LayerNorm(cfg.dim)
        self.head = nn.Linear(cfg.dim, cfg.n_classes)

    def forward(self, tokens):
        pad_mask = tokens.eq(0)
        h = self.embed(tokens) + self.pos[: tokens.size(1)]
        h = self.norm(h + self.attn(h, pad_mask))
        keep = (~pad_mask).unsqueeze(-1).float()
        pooled = (h * keep).sum(1) / keep.sum(1)
        return self.head(pooled)


def make_batch(cfg):
    lengths = torch.randint(3, cfg.max_len + 1, (cfg.batch_size,))
    tokens = torch.randint(1, cfg.vocab, (cfg.batch_size, cfg.max_len))
    positions = torch.arange(cfg.max_len).unsqueeze(0)
    tokens = tokens.masked_fill(positions >= lengths.unsqueeze(1), 0)
    labels = (tokens[:, 0] % cfg.n_classes)
    return tokens, labels


def train(cfg):
    model = Encoder(cfg)
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=0.01)
    for epoch in range(cfg.epochs):
        total, correct, seen = 0.0, 0, 0
        for _ in range(cfg.steps):
            tokens, labels = make_batch(cfg)
            logits = model(tokens)
            loss = F.cross_entropy(logits, labels, label_smoothing=cfg.label_smoothing)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += loss.item() * labels.size(0)
            correct += (logits.argmax(1) == labels).sum().item()
            seen += labels.size(0)
        print(f"epoch {epoch}: loss {total / seen:.4f} acc {correct / seen:.3f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    torch.manual_seed(0)
    train(Config())
