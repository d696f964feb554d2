import torch

from .engine import MiniEngine
from .module import VAEModule


def low_rank_data(n, dim, rank, seed):
    g = torch.Generator().manual_seed(seed)
    basis = torch.randn(rank, dim, generator=torch.Generator().manual_seed(99))
    return torch.randn(n, rank, generator=g) @ basis + 0.1 * torch.randn(n, dim, generator=g)


def loader(data, bs, shuffle):
    def batches():
        idx = torch.randperm(len(data)) if shuffle else torch.arange(len(data))
        for i in range(0, len(data), bs):
            yield data[idx[i:i + bs]]
    return batches


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train = low_rank_data(512, 16, 3, seed=1)
    val = low_rank_data(128, 16, 3, seed=2)
    MiniEngine(max_epochs=6, log_every_epoch=2).fit(VAEModule(), loader(train, 64, True), loader(val, 64, False))


if __name__ == "__main__":
    main()
