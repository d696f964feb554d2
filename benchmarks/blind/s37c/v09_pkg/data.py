import torch

CENTERS = torch.tensor([[-2.0, 0.0], [2.0, 0.0], [0.0, 2.5]])


def sample_real(n, gen=None):
    c = torch.randint(0, len(CENTERS), (n,), generator=gen)
    x = CENTERS[c] + 0.15 * torch.randn(n, 2, generator=gen)
    return x, c
