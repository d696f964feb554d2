import torch
import torch.nn as nn

from data import PAD, iterate


def train_epoch(model, optimizer, src, tgt, cfg):
    model.train()
    criterion = nn.CrossEntropyLoss(ignore_index=PAD)
    epoch_loss = 0
    n_batches = 0
    for src_b, tgt_b in iterate(src, tgt, cfg["batch_size"]):
        optimizer.zero_grad()
        logits = model(src_b, tgt_b, teacher_forcing_ratio=cfg["teacher_forcing"])
        loss = 0
        for t in range(logits.size(1)):
            loss = loss + criterion(logits[:, t], tgt_b[:, t + 1])
        loss = loss / logits.size(1)
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), cfg["clip"])
        optimizer.step()
        epoch_loss += loss  # expect: AGL010
        n_batches += 1
    return epoch_loss / n_batches


@torch.no_grad()
def evaluate(model, src, tgt, cfg):
    model.eval()
    correct, total = 0, 0
    for src_b, tgt_b in iterate(src, tgt, cfg["batch_size"], shuffle=False):
        logits = model(src_b, tgt_b, teacher_forcing_ratio=0.0)
        pred = logits.argmax(dim=-1)
        correct += (pred == tgt_b[:, 1:]).all(dim=1).sum().item()
        total += src_b.size(0)
    return correct / total
