import torch
from torch.utils.data import Dataset


class SyntheticListings(Dataset):
    """Tabular listings: predict a (log) price and a property type from the features."""

    def __init__(self, n, n_features, n_categories, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.x = torch.randn(n, n_features, generator=g)
        w = torch.randn(n_features, generator=g)
        self.price = self.x @ w * 0.1 + 0.05 * torch.randn(n, generator=g)
        proj = torch.randn(n_features, n_categories, generator=g)
        self.kind = (self.x @ proj).argmax(1)

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return self.x[i], self.price[i], self.kind[i]
