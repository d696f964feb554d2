import torch


def padded_batches(n=12, bs=8, vocab=50, max_len=20, seed=0):
    g = torch.Generator().manual_seed(seed)
    out = []
    for _ in range(n):
        lens = torch.randint(4, max_len + 1, (bs,), generator=g)
        ids = torch.randint(1, vocab, (bs, max_len), generator=g)
        ids[torch.arange(max_len)[None, :] >= lens[:, None]] = 0
        labels = (ids[:, 0] % 2).long()
        out.append((ids, labels))
    return out
