import torch
import torch.nn.functional as F
from torch.nn.utils import clip_grad_norm_

from .config import BOS


def reversal_batch(batch, seq_len, vocab):
    src = torch.randint(1, vocab, (batch, seq_len))
    tgt = src.flip(1)
    tgt_in = torch.cat([torch.full((batch, 1), BOS), tgt[:, :-1]], 1)
    return src, tgt_in, tgt


def train_epoch(model, optimizer, cfg):
    model.train()
    total = 0.0
    for _ in range(cfg["batches_per_epoch"]):
        src, tgt_in, tgt = reversal_batch(cfg["batch"], cfg["seq_len"], cfg["vocab"])
        logits = model(src, tgt_in)
        loss = F.cross_entropy(logits.reshape(-1, logits.size(-1)), tgt.reshape(-1))
        loss.backward()
        clip_grad_norm_(model.parameters(), cfg["clip"])
        optimizer.step()
        total += loss.item()
    return total / cfg["batches_per_epoch"]


@torch.no_grad()
def evaluate(model, cfg):
    model.eval()
    src, _, tgt = reversal_batch(256, cfg["seq_len"], cfg["vocab"])
    pred = model.greedy(src, cfg["seq_len"], BOS)
    return (pred == tgt).float().mean().item()
