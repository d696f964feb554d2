import torch


def gesture_recordings(n_rec, batch, n_chunks, chunk_len, n_in=32, n_classes=3, seed=0):
    """Each recording is one long event stream cut into consecutive chunks.

    The class decides which group of input channels fires more often.
    """
    g = torch.Generator().manual_seed(seed)
    for _ in range(n_rec):
        labels = torch.randint(0, n_classes, (batch,), generator=g)
        rate = torch.full((batch, n_in), 0.05)
        group = n_in // n_classes
        for b, c in enumerate(labels.tolist()):
            rate[b, c * group:(c + 1) * group] = 0.35
        stream = torch.rand(n_chunks * chunk_len, batch, n_in, generator=g) < rate
        yield stream.float().split(chunk_len, dim=0), labels
