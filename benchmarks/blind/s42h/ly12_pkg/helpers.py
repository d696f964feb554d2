"""helpers.py -- chunking and scoring utilities."""
import torch


def chunks(feats, labels, length):
    """Consecutive windows of a single long stream, shaped (1, length, ...)."""
    for i in range(0, len(labels) - length + 1, length):
        yield feats[i:i + length].unsqueeze(0), labels[i:i + length].unsqueeze(0)


def frame_accuracy(logits, labels):
    return (logits.argmax(-1) == labels).float().mean().item()


def describe(name, t):
    print(f"{name:>8}: shape={tuple(t.shape)} dtype={t.dtype}")
