import torch
from torch.utils.data import DataLoader, Dataset

POSITIVE = range(2, 12)
NEGATIVE = range(12, 22)


class ReviewDataset(Dataset):
    def __init__(self, n, vocab=60, max_len=20, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.items = []
        for _ in range(n):
            length = int(torch.randint(5, max_len + 1, (1,), generator=g))
            toks = torch.randint(22, vocab, (length,), generator=g)
            label = float(torch.rand(1, generator=g) < 0.5)
            pool = POSITIVE if label else NEGATIVE
            idx = torch.randint(0, length, (3,), generator=g)
            toks[idx] = torch.tensor(pool)[torch.randint(0, 10, (3,), generator=g)]
            self.items.append((toks, label))

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]


def collate(batch):
    lengths = torch.tensor([len(t) for t, _ in batch])
    tokens = torch.zeros(len(batch), int(lengths.max()), dtype=torch.long)
    for i, (t, _) in enumerate(batch):
        tokens[i, :len(t)] = t
    labels = torch.tensor([lab for _, lab in batch])
    return tokens, lengths, labels


def make_loader(n=600, batch_size=32):
    return DataLoader(ReviewDataset(n), batch_size=batch_size, shuffle=True, collate_fn=collate)
