import math

import torch
from torch.utils.data import Dataset

KEYWORDS = ("yes", "no", "up", "down", "stop")
N_BANDS = 20


class KeywordClips(Dataset):
    """Log-mel-like frames: each keyword is a distinct sweep across frequency bands."""

    def __init__(self, n_clips, min_frames=18, max_frames=40):
        self.items = []
        bands = torch.arange(N_BANDS, dtype=torch.float32)
        for _ in range(n_clips):
            label = int(torch.randint(len(KEYWORDS), ()))
            n_frames = int(torch.randint(min_frames, max_frames + 1, ()))
            t = torch.linspace(0.0, 1.0, n_frames).unsqueeze(1)
            start = 3.0 + 3.0 * label
            slope = (-1) ** label * (2.0 + label)
            centre = start + slope * t + 0.8 * torch.sin(2 * math.pi * t * (1 + label % 2))
            energy = torch.exp(-0.5 * (bands - centre) ** 2)
            frames = energy + 0.35 * torch.randn(n_frames, N_BANDS)
            self.items.append((frames, label))

    def __len__(self):
        return len(self.items)

    def __getitem__(self, index):
        return self.items[index]
