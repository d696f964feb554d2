"""Small composable data pipeline: Source(items) | stage | stage ..."""
import random

import torch


class Source:
    def __init__(self, items):
        self._items = items

    def __or__(self, stage):
        return Source(stage(self._items))

    def __iter__(self):
        return iter(self._items)


def shuffled(seed):
    def stage(items):
        items = list(items)
        random.Random(seed).shuffle(items)
        return items
    return stage


def batched(size):
    def stage(items):
        items = list(items)
        for start in range(0, len(items), size):
            group = items[start:start + size]
            yield {key: torch.stack([it[key] for it in group]) for key in group[0]}
    return stage


def chunked(length):
    """Each batch becomes a list of consecutive time windows."""
    def stage(batches):
        for batch in batches:
            total = batch["moisture"].shape[1]
            yield [{key: value[:, start:start + length] if value.dim() > 1 else value
                    for key, value in batch.items()}
                   for start in range(0, total, length)]
    return stage
