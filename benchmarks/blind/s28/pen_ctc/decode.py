import torch

from .strokes import BLANK


def greedy(log_probs, lengths):
    best = log_probs.argmax(-1)
    words = []
    for row, length in zip(best, lengths.tolist()):
        collapsed = torch.unique_consecutive(row[:length])
        words.append([int(c) for c in collapsed if c != BLANK])
    return words


def edit_distance(a, b):
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        current = [i]
        for j, y in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        previous = current
    return previous[-1]


def character_error_rate(predicted, truth):
    errors = sum(edit_distance(p, t.tolist()) for p, t in zip(predicted, truth))
    return errors / sum(len(t) for t in truth)
