import torch
from torch.utils.data import Dataset, DataLoader


class SyntheticTagging(Dataset):
    """Token ids in [1, V); tag = bucket of the token id, shifted when the previous token is even."""

    def __init__(self, n, seq_len, vocab_size, num_tags, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.tokens = torch.randint(1, vocab_size, (n, seq_len), generator=g)
        prev = torch.roll(self.tokens, 1, dims=1)
        self.tags = (self.tokens * num_tags // vocab_size + (prev % 2)) % num_tags

    def __len__(self):
        return self.tokens.size(0)

    def __getitem__(self, i):
        return self.tokens[i], self.tags[i]


def build_loaders(cfg):
    train = SyntheticTagging(cfg.n_train, cfg.seq_len, cfg.vocab_size, cfg.num_tags, seed=cfg.seed)
    val = SyntheticTagging(cfg.n_val, cfg.seq_len, cfg.vocab_size, cfg.num_tags, seed=cfg.seed + 1)
    return (DataLoader(train, batch_size=cfg.batch_size, shuffle=True),
            DataLoader(val, batch_size=cfg.batch_size))
