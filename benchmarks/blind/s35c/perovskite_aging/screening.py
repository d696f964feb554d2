from concurrent.futures import ThreadPoolExecutor
from functools import partial

import torch

from perovskite_aging.workers import chunked, score_chunk


def screen(model, library, chunk=2048, workers=4):
    """Predicted log10 T80 for every recipe of a virtual library, scored in parallel chunks."""
    model.eval()
    with torch.no_grad():
        with ThreadPoolExecutor(max_workers=workers) as pool:
            parts = list(pool.map(partial(score_chunk, model), chunked(library, chunk)))
        return torch.cat(parts)


def shortlist(library, predicted, k):
    top = predicted.topk(k)
    return library[top.indices], top.values
