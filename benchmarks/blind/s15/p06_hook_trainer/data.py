import torch

PAD, BOS = 0, 1


def reverse_task(n_batches=20, bs=16, length=7, vocab=20, seed=0):
    g = torch.Generator().manual_seed(seed)
    batches = []
    for _ in range(n_batches):
        src = torch.randint(2, vocab, (bs, length), generator=g)
        tgt = torch.cat([torch.full((bs, 1), BOS), src.flip(1)], dim=1)
        batches.append((src, tgt))
    return batches
