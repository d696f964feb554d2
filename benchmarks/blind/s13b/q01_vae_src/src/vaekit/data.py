import torch


def _blobs(n, dim, generator):
    centers = torch.randn(4, 2, generator=generator) * 3.0
    idx = torch.randint(0, 4, (n,), generator=generator)
    low = centers[idx] + 0.3 * torch.randn(n, 2, generator=generator)
    mixing = torch.randn(2, dim, generator=generator)
    return torch.sigmoid(low @ mixing)


def make_loaders(cfg):
    g = torch.Generator().manual_seed(cfg["seed"])
    train = _blobs(cfg["n_train"], cfg["input_dim"], g)
    val = _blobs(cfg["n_val"], cfg["input_dim"], g)
    bs = cfg["batch_size"]
    return list(train.split(bs)), list(val.split(bs))
