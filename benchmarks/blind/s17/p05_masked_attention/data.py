import torch


def token_batches(n_batches, batch_size, max_len, vocab, seed):
    g = torch.Generator().manual_seed(seed)
    for _ in range(n_batches):
        lengths = torch.randint(3, max_len + 1, (batch_size,), generator=g)
        tokens = torch.randint(1, vocab, (batch_size, max_len), generator=g)
        positions = torch.arange(max_len)[None, :]
        tokens = tokens.masked_fill(positions >= lengths[:, None], 0)
        # label: does the sequence contain token 1 or 2
        labels = ((tokens == 1) | (tokens == 2)).any(dim=1).long()
        yield tokens, labels
