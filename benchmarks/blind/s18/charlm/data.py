import torch


def synthetic_corpus(length, vocab, seed=0):
    """A noisy repeating 'grammar': token t is followed by (3 * t + 1) % vocab most of the time."""
    g = torch.Generator().manual_seed(seed)
    toks = [0]
    for _ in range(length - 1):
        if torch.rand(1, generator=g).item() < 0.85:
            toks.append((3 * toks[-1] + 1) % vocab)
        else:
            toks.append(int(torch.randint(0, vocab, (1,), generator=g)))
    return torch.tensor(toks)


def batchify(tokens, batch_size):
    n = tokens.numel() // batch_size
    return tokens[: n * batch_size].view(batch_size, n)


def bptt_chunks(stream, bptt):
    for i in range(0, stream.size(1) - 1, bptt):
        seq_len = min(bptt, stream.size(1) - 1 - i)
        yield stream[:, i:i + seq_len], stream[:, i + 1:i + 1 + seq_len]
