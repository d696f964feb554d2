import torch
from torch.utils.data import DataLoader, TensorDataset

CARDINALITIES = [5, 12, 3]
N_NUM = 4


def loan_table(n=1024, seed=0):
    g = torch.Generator().manual_seed(seed)
    cats = torch.stack([torch.randint(0, c, (n,), generator=g) for c in CARDINALITIES], 1)
    nums = torch.randn(n, N_NUM, generator=g)
    logit = 1.2 * nums[:, 0] - 0.8 * nums[:, 2] + (cats[:, 0] == 2).float() - 0.5 * cats[:, 2]
    y = (torch.rand(n, generator=g) < torch.sigmoid(logit)).float()
    return TensorDataset(cats, nums, y)


def micro_batches(batch_size=16):
    return DataLoader(loan_table(), batch_size=batch_size, shuffle=True)
