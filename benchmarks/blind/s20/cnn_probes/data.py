import torch


def shapes(n, size=12):
    """Class 0: horizontal bar, 1: vertical bar, 2: square outline, randomly placed."""
    x = torch.zeros(n, 1, size, size)
    y = torch.randint(0, 3, (n,))
    for k in range(n):
        r, c = torch.randint(1, size - 6, (2,)).tolist()
        if y[k] == 0:
            x[k, 0, r + 2, c:c + 6] = 1
        elif y[k] == 1:
            x[k, 0, r:r + 6, c + 2] = 1
        else:
            x[k, 0, r:r + 5, c] = x[k, 0, r:r + 5, c + 4] = 1
            x[k, 0, r, c:c + 5] = x[k, 0, r + 4, c:c + 5] = 1
    return x + 0.2 * torch.randn_like(x), y
