import torch
from torch.utils.data import Dataset

N_NUMERIC = 6
CARDINALITIES = [4, 12, 3]


class CustomerTable(Dataset):
    def __init__(self, n, seed):
        g = torch.Generator().manual_seed(seed)
        self.numeric = torch.randn(n, N_NUMERIC, generator=g)
        self.categorical = torch.stack([torch.randint(0, c, (n,), generator=g) for c in CARDINALITIES], 1)
        logit = self.numeric[:, 0] - 0.5 * self.numeric[:, 3] + 0.3 * (self.categorical[:, 1] > 6).float()
        self.label = (torch.sigmoid(logit) > torch.rand(n, generator=g)).float()
        self.customer_id = torch.arange(n) + 10_000 * seed

    def __len__(self):
        return len(self.label)

    def __getitem__(self, i):
        return self.numeric[i], self.categorical[i], self.label[i], self.customer_id[i]
