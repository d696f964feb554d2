import torch
from torch.utils.data import DataLoader, TensorDataset


def cell_images(n, size=24, seed=0):
    """Images with 1-5 bright cells; targets are the count and whether any cell touches the border."""
    g = torch.Generator().manual_seed(seed)
    imgs = 0.1 * torch.randn(n, 1, size, size, generator=g)
    counts = torch.randint(1, 6, (n,), generator=g)
    border = torch.zeros(n)
    for i in range(n):
        for _ in range(int(counts[i])):
            r, c = torch.randint(0, size - 3, (2,), generator=g).tolist()
            imgs[i, 0, r:r + 3, c:c + 3] += 1.0
            if r == 0 or c == 0 or r == size - 4 or c == size - 4:
                border[i] = 1.0
    return TensorDataset(imgs, counts.float(), border)


def loader(n=384, batch_size=32, seed=0):
    return DataLoader(cell_images(n, seed=seed), batch_size=batch_size, shuffle=True)
