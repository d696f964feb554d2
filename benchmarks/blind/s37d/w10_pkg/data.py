import torch
from torch.utils.data import Dataset


class NoisySpeechFrames(Dataset):
    """Log-magnitude 'spectrograms': harmonic speech bursts plus stationary noise.

    Returns (noisy, clean_mask, vad) where clean_mask is the ideal ratio mask."""

    def __init__(self, n, frames, n_freq, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.items = []
        for _ in range(n):
            vad = (torch.rand(frames, generator=g) < 0.5).float()
            vad = (torch.nn.functional.avg_pool1d(vad[None, None], 5, 1, 2)[0, 0] > 0.5).float()
            f0 = torch.randint(2, 6, (1,), generator=g).item()
            speech = torch.zeros(frames, n_freq)
            speech[:, ::f0] = 1.0
            speech = speech * vad[:, None]
            noise = 0.4 * torch.rand(frames, n_freq, generator=g)
            irm = speech / (speech + noise + 1e-8)
            self.items.append(((speech + noise).log1p(), irm, vad))

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]
