import math

import torch
from torch.utils.data import Dataset


class ToyShapes(Dataset):
    """Point clouds sampled from a sphere, cube, cylinder or cone, randomly rotated about z."""

    def __init__(self, n, num_points, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.labels = torch.randint(0, 4, (n,), generator=g)
        self.clouds = torch.stack([self._sample(int(c), num_points, g) for c in self.labels])

    @staticmethod
    def _sample(cls, m, g):
        u = torch.rand(m, 3, generator=g) * 2 - 1
        if cls == 0:
            pts = u / u.norm(dim=1, keepdim=True)
        elif cls == 1:
            pts = u.clone()
            face = torch.randint(0, 3, (m,), generator=g)
            pts[torch.arange(m), face] = torch.sign(u[torch.arange(m), face])
        elif cls == 2:
            th = u[:, 0] * math.pi
            pts = torch.stack([th.cos(), th.sin(), u[:, 1]], 1)
        else:
            th = u[:, 0] * math.pi
            r = (1 - u[:, 1]) / 2
            pts = torch.stack([r * th.cos(), r * th.sin(), u[:, 1]], 1)
        a = torch.rand(1, generator=g).item() * 2 * math.pi
        rot = torch.tensor([[math.cos(a), -math.sin(a), 0.0], [math.sin(a), math.cos(a), 0.0], [0.0, 0.0, 1.0]])
        return pts @ rot.T

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return self.clouds[i], self.labels[i]
