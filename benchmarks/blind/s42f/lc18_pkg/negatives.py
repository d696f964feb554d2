"""Pointwise examples: every contact plus k random non-contacted listings."""
import torch


def with_negatives(data, rows, k, gen):
    buyer = data["buyer"][rows].repeat_interleave(k + 1)
    item = torch.randint(0, data["n_items"], (len(rows), k + 1), generator=gen)
    item[:, 0] = data["item"][rows]
    label = torch.zeros(len(rows), k + 1)
    label[:, 0] = 1.0
    return buyer, item.reshape(-1), label.reshape(-1)
