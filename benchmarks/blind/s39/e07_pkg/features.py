"""Synthetic log-mel-like utterances whose statistics depend on the emotion."""
import torch

EMOTIONS = ("neutral", "happy", "angry", "sad")
# (arousal, valence) per emotion
AFFECT = torch.tensor([[0.0, 0.0], [0.6, 0.7], [0.8, -0.6], [-0.6, -0.5]])


def synth_utterances(n, frames=60, mels=24, seed=0):
    g = torch.Generator().manual_seed(seed)
    label = torch.randint(len(EMOTIONS), (n,), generator=g)
    affect = AFFECT[label] + 0.1 * torch.randn(n, 2, generator=g)
    t = torch.linspace(0, 1, frames)
    pitch = 8 + 5 * affect[:, :1] + 2 * affect[:, 1:] * torch.sin(6.28 * t)[None]  # (n, frames)
    energy = 1.0 + 0.8 * affect[:, :1] * (1 + 0.3 * torch.randn(n, frames, generator=g))
    bins = torch.arange(mels).float()
    spec = energy[..., None] * torch.exp(-((bins[None, None] - pitch[..., None]) ** 2) / 6.0)
    spec = torch.log1p(spec + 0.05 * torch.rand(n, frames, mels, generator=g))
    return spec, label, affect


class UtteranceData:
    def __init__(self, n_train=480, n_val=160, batch_size=32):
        self.train = synth_utterances(n_train, seed=0)
        self.val = synth_utterances(n_val, seed=1)
        self.batch_size = batch_size

    def _iter(self, split, shuffle):
        n = len(split[0])
        order = torch.randperm(n) if shuffle else torch.arange(n)
        for s in range(0, n, self.batch_size):
            j = order[s:s + self.batch_size]
            yield tuple(t[j] for t in split)

    def train_dataloader(self):
        return self._iter(self.train, True)

    def val_dataloader(self):
        return self._iter(self.val, False)
