import torch

from .backbone import Encoder, LinearProbe
from .config import ProbeConfig
from .engine import ProbeTrainer


def make_split(cfg, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, cfg.num_classes, (cfg.n_samples,), generator=g)
    means = torch.randn(cfg.num_classes, cfg.in_dim, generator=torch.Generator().manual_seed(123))
    return means[y] + torch.randn(cfg.n_samples, cfg.in_dim, generator=g), y


def main(cfg=ProbeConfig()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = make_split(cfg, 1)
    x_va, y_va = make_split(cfg, 2)

    def batches():
        perm = torch.randperm(len(x_tr))
        for i in range(0, len(perm), cfg.batch_size):
            idx = perm[i:i + cfg.batch_size]
            yield x_tr[idx], y_tr[idx]

    model = LinearProbe(Encoder(cfg.in_dim, cfg.feat_dim), cfg.feat_dim, cfg.num_classes)
    ProbeTrainer(model, cfg).fit(batches, x_va, y_va)


if __name__ == "__main__":
    main()
