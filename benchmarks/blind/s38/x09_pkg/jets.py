import torch


def make_jets(n, particles=24, seed=0):
    """Toy jets: (eta, phi, log pt) per constituent. Label 1 = two-prong, 0 = one-prong."""
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, 2, (n,), generator=g)
    centre = torch.zeros(n, 2, 2)
    sep = 0.25 + 0.1 * torch.rand(n, generator=g)
    angle = torch.rand(n, generator=g) * 6.283
    offset = torch.stack([angle.cos(), angle.sin()], -1) * sep.unsqueeze(-1)
    centre[:, 0] = offset * y.unsqueeze(-1) * 0.5
    centre[:, 1] = -offset * y.unsqueeze(-1) * 0.5
    prong = torch.randint(0, 2, (n, particles), generator=g)
    pos = centre[torch.arange(n).unsqueeze(-1), prong] + 0.08 * torch.randn(n, particles, 2, generator=g)
    logpt = torch.randn(n, particles, 1, generator=g) - 0.5 * pos.norm(dim=-1, keepdim=True)
    return torch.cat([pos, logpt], dim=-1), y


class JetLoader:
    def __init__(self, x, y, batch_size, shuffle=True):
        self.x, self.y, self.batch_size, self.shuffle = x, y, batch_size, shuffle

    def __iter__(self):
        order = torch.randperm(len(self.y)) if self.shuffle else torch.arange(len(self.y))
        for i in range(0, len(order), self.batch_size):
            idx = order[i:i + self.batch_size]
            yield self.x[idx], self.y[idx]

    def __len__(self):
        return (len(self.y) + self.batch_size - 1) // self.batch_size
