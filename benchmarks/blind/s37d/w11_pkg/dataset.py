import torch
from torch.utils.data import Dataset


class MelClips(Dataset):
    """Fake log-mel clips: each genre has its own spectral centroid and onset rate."""

    def __init__(self, n, n_mels, frames, n_genres, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.y = torch.randint(0, n_genres, (n,), generator=g)
        mel = torch.arange(n_mels).float().view(1, n_mels, 1)
        centre = (self.y.float() + 0.5) * n_mels / n_genres
        env = torch.exp(-((mel - centre.view(-1, 1, 1)) ** 2) / 8.0)
        t = torch.arange(frames).float().view(1, 1, frames)
        pulse = (torch.sin(t * (self.y.float().view(-1, 1, 1) + 1) * 0.5) > 0).float()
        self.x = (env * (0.5 + pulse) + 0.3 * torch.randn(n, n_mels, frames, generator=g)).unsqueeze(1)

    def __len__(self):
        return len(self.y)

    def __getitem__(self, i):
        return self.x[i], self.y[i]
