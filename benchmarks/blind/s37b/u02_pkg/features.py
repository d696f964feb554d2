import torch
from torch.utils.data import DataLoader, TensorDataset


def synth_keywords(n, n_mels, frames, n_keywords, seed):
    templates = torch.randn(n_keywords, n_mels, frames, generator=torch.Generator().manual_seed(1234))
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, n_keywords, (n,), generator=g)
    shift = torch.randint(-3, 4, (n,), generator=g)
    x = torch.stack([templates[l].roll(int(s), dims=-1) for l, s in zip(labels, shift)])
    x = x + 0.8 * torch.randn(x.shape, generator=g)
    return x, labels


def build_loaders(args):
    xtr, ytr = synth_keywords(768, args.n_mels, args.frames, args.n_keywords, args.seed)
    xva, yva = synth_keywords(192, args.n_mels, args.frames, args.n_keywords, args.seed + 1)
    train = DataLoader(TensorDataset(xtr, ytr), batch_size=args.batch_size, shuffle=True)
    val = DataLoader(TensorDataset(xva, yva), batch_size=64)
    return train, val
