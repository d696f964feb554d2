import math

import torch

KEYWORDS = ("yes", "no", "up", "down")


def synth_utterance(label, n_mels=20, frames=32, generator=None):
    """A fake log-mel patch: a class-specific formant track plus noise."""
    t = torch.arange(frames, dtype=torch.float32)
    band = 3 + 4 * label + 2 * torch.sin(2 * math.pi * t / frames * (label + 1))
    mel = torch.arange(n_mels, dtype=torch.float32).unsqueeze(1)
    patch = torch.exp(-0.5 * (mel - band.unsqueeze(0)) ** 2)
    return patch + 0.3 * torch.randn(n_mels, frames, generator=generator)


def stream(num_batches, batch_size, generator=None):
    for _ in range(num_batches):
        labels = torch.randint(0, len(KEYWORDS), (batch_size,), generator=generator)
        feats = torch.stack([synth_utterance(int(l), generator=generator) for l in labels])
        yield feats, labels
