import torch


class Clusters:
    """Gaussian clusters in 20-D; the fine-tuning task groups the source clusters differently."""

    def __init__(self, n_source=8, in_dim=20):
        self.centers = torch.randn(n_source, in_dim) * 1.5
        self.n_source = n_source

    def source(self, n):
        y = torch.randint(0, self.n_source, (n,))
        return self.centers[y] + torch.randn(n, self.centers.size(1)), y

    def target(self, n, n_target=3):
        x, y = self.source(n)
        return x, (y * 7 + 1) % n_target
