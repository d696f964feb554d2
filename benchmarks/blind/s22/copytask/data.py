import torch

BOS = 0


def reverse_pairs(n, length, vocab):
    """Source sequences and their reversals (the target)."""
    src = torch.randint(1, vocab, (n, length))
    tgt = src.flip(1)
    tgt_in = torch.cat([torch.full((n, 1), BOS), tgt[:, :-1]], dim=1)
    return src, tgt_in, tgt
