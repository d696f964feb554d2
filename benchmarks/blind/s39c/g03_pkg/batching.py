import torch


def batchify(ids, bsz):
    """Cut the id stream into bsz parallel columns (as in the word_language_model example)."""
    data = torch.tensor(ids, dtype=torch.long)
    nbatch = data.size(0) // bsz
    data = data[: nbatch * bsz]
    return data.view(bsz, -1).t().contiguous()      # (T, B)


def get_batch(source, i, bptt):
    seq_len = min(bptt, len(source) - 1 - i)
    x = source[i:i + seq_len]
    y = source[i + 1:i + 1 + seq_len]
    return x, y.reshape(-1)
