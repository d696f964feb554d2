import torch


def toy_batches(settings, n_batches, seed):
    vocab = settings.arch_kwargs["vocab_size"]
    labels_n = settings.arch_kwargs["num_labels"]
    g = torch.Generator().manual_seed(seed)

    def _gen():
        for _ in range(n_batches):
            labels = torch.randint(0, labels_n, (settings.batch_size,), generator=g)
            base = labels.unsqueeze(1) * (vocab // labels_n)
            noise = torch.randint(0, vocab // labels_n, (settings.batch_size, settings.seq_len), generator=g)
            yield base + noise, labels
    return _gen
