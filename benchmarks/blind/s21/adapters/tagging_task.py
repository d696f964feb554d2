import torch


def shifted_tag_task(host, n, seq_len, vocab):
    """New task: the tag the frozen model would give to the *next* token id."""
    ids = torch.randint(0, vocab, (n, seq_len))
    with torch.no_grad():
        tags = host((ids + 1) % vocab).argmax(-1)
    return ids, tags
