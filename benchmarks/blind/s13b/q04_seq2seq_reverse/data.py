import torch

PAD, BOS, EOS = 0, 1, 2
FIRST_SYMBOL = 3


def reverse_task(n, seq_len, vocab_size, seed=0):
    """Source: random symbols; target: BOS + reversed source + EOS."""
    g = torch.Generator().manual_seed(seed)
    src = torch.randint(FIRST_SYMBOL, vocab_size, (n, seq_len), generator=g)
    bos = torch.full((n, 1), BOS)
    eos = torch.full((n, 1), EOS)
    tgt = torch.cat([bos, src.flip(1), eos], dim=1)
    return src, tgt


def iterate(src, tgt, batch_size, shuffle=True):
    order = torch.randperm(src.size(0)) if shuffle else torch.arange(src.size(0))
    for i in range(0, src.size(0), batch_size):
        idx = order[i:i + batch_size]
        yield src[idx], tgt[idx]
