import torch

from .config import LABELS


def synthetic_comments(n, vocab_size, max_len, seed):
    """Token-id 'comments'; each label has a few trigger tokens."""
    g = torch.Generator().manual_seed(seed)
    triggers = torch.arange(len(LABELS) * 5).view(len(LABELS), 5) + 1
    docs, targets = [], []
    for _ in range(n):
        length = int(torch.randint(5, max_len, (1,), generator=g))
        toks = torch.randint(len(LABELS) * 5 + 1, vocab_size, (length,), generator=g)
        y = (torch.rand(len(LABELS), generator=g) < 0.15).float()
        for k in torch.nonzero(y).flatten().tolist():
            pos = torch.randint(0, length, (2,), generator=g)
            toks[pos] = triggers[k, torch.randint(0, 5, (2,), generator=g)]
        docs.append(toks)
        targets.append(y)
    return docs, torch.stack(targets)


def collate(docs):
    offsets = torch.tensor([0] + [len(d) for d in docs[:-1]]).cumsum(0)
    return torch.cat(docs), offsets


def batches(docs, targets, batch_size, shuffle=False):
    order = torch.randperm(len(docs)) if shuffle else torch.arange(len(docs))
    for i in range(0, len(docs), batch_size):
        idx = order[i:i + batch_size].tolist()
        ids, offsets = collate([docs[j] for j in idx])
        yield ids, offsets, (targets[idx] if targets is not None else None), idx
