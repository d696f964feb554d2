import torch


class SpiralData:
    def __init__(self, n, n_classes=3, seed=0):
        g = torch.Generator().manual_seed(seed)
        per = n // n_classes
        xs, ys = [], []
        for c in range(n_classes):
            r = torch.linspace(0.1, 1.0, per)
            t = torch.linspace(c * 4.2, (c + 1) * 4.2, per) + 0.2 * torch.randn(per, generator=g)
            xs.append(torch.stack([r * t.sin(), r * t.cos()], dim=1))
            ys.append(torch.full((per,), c))
        self.x, self.y = torch.cat(xs), torch.cat(ys)

    def batches(self, size, shuffle=True):
        order = torch.randperm(len(self.y)) if shuffle else torch.arange(len(self.y))
        for i in range(0, len(order), size):
            j = order[i:i + size]
            yield self.x[j], self.y[j]
