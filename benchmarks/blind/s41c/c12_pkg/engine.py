import numpy as np
import torch
import torch.nn as nn

from .config import CFG
from .tweets import jaccard
from .utils import grad_norm, to_np


def decode(start_logits, end_logits, ids):
    out = []
    for s_log, e_log, row in zip(start_logits, end_logits, ids):
        s = int(np.argmax(s_log))
        e = s + int(np.argmax(e_log[s:]))
        out.append(row[s:e + 1].tolist())
    return out


def batch_jaccard(start_logits, end_logits, ids, start, end):
    preds = decode(start_logits, end_logits, ids)
    return float(np.mean([jaccard(p, row[s:e + 1].tolist()) for p, row, s, e in zip(preds, ids, start, end)]))


def train_one_epoch(model, optimizer, data):
    ids, sent, start, end = data
    ce = nn.CrossEntropyLoss()
    model.train()
    perm = torch.randperm(len(ids))
    losses, scores, emb_norms = [], [], []
    for s in range(0, len(ids), CFG.batch_size):
        b = perm[s:s + CFG.batch_size]
        optimizer.zero_grad()
        start_logits, end_logits = model(ids[b], sent[b])
        loss_start = ce(start_logits, start[b])
        loss_end = ce(end_logits, end[b])
        loss_start.backward(retain_graph=True)
        loss_end.backward()
        emb_norms.append(grad_norm(model.embedding.weight))
        optimizer.step()
        losses.append((loss_start.item() + loss_end.item()) / 2)
        scores.append(batch_jaccard(to_np(start_logits), to_np(end_logits), ids[b].numpy(),
                                    start[b].numpy(), end[b].numpy()))
    return np.mean(losses), np.mean(scores), np.mean(emb_norms)


def valid_one_epoch(model, data):
    ids, sent, start, end = data
    model.eval()
    with torch.no_grad():
        start_logits, end_logits = model(ids, sent)
    return batch_jaccard(start_logits.numpy(), end_logits.numpy(), ids.numpy(), start.numpy(), end.numpy())
