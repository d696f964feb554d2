import math

import torch


def synth_utterances(n, frames=20, bins=12, n_words=4):
    """Each keyword is a distinct chirp pattern over (frames, bins) plus noise."""
    labels = torch.randint(0, n_words, (n,))
    t = torch.linspace(0, 1, frames)[:, None]
    f = torch.arange(bins)[None, :].float()
    templates = torch.stack([
        torch.exp(-((f - (2 + 2 * k) - 4 * k * t) ** 2) / 3.0) * math.cos(k)
        for k in range(n_words)
    ])
    feats = templates[labels] + 0.3 * torch.randn(n, frames, bins)
    return feats, labels


def loader(feats, labels, batch_size, shuffle=True):
    def _iter():
        idx = torch.randperm(len(labels)) if shuffle else torch.arange(len(labels))
        for s in range(0, len(idx), batch_size):
            j = idx[s:s + batch_size]
            yield feats[j], labels[j]
    return _iter
