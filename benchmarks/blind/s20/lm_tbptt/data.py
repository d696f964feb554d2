import torch


def token_stream(vocab, length):
    """A noisy repeating grammar: predictable structure plus random insertions."""
    pattern = torch.randperm(vocab)[:12]
    reps = pattern.repeat(length // len(pattern) + 1)[:length]
    noise = torch.rand(length) < 0.1
    return torch.where(noise, torch.randint(0, vocab, (length,)), reps)


def batchify(stream, batch_size):
    n = stream.size(0) // batch_size
    return stream[: n * batch_size].view(batch_size, n).t().contiguous()


def bptt_chunks(data, bptt):
    for i in range(0, data.size(0) - 1, bptt):
        seq_len = min(bptt, data.size(0) - 1 - i)
        yield data[i:i + seq_len], data[i + 1:i + 1 + seq_len]
