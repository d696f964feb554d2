"""Synthetic sentiment corpus: token ids, padded to a fixed length with PAD=0."""
import torch

PAD = 0


def make_corpus(n, vocab, max_len, generator=None):
    lengths = torch.randint(4, max_len + 1, (n,), generator=generator)
    ids = torch.randint(3, vocab, (n, max_len), generator=generator)
    labels = torch.randint(0, 2, (n,), generator=generator)
    # token 1 marks positive, token 2 marks negative sentences
    marker = torch.where(labels == 1, torch.ones_like(labels), torch.full_like(labels, 2))
    ids[torch.arange(n), torch.randint(0, 4, (n,), generator=generator)] = marker
    mask = torch.arange(max_len)[None, :] < lengths[:, None]
    ids = ids.masked_fill(~mask, PAD)
    return ids, labels


def batches(ids, labels, size):
    order = torch.randperm(ids.shape[0])
    for start in range(0, ids.shape[0], size):
        sel = order[start:start + size]
        yield ids[sel], labels[sel]
