import functools
from dataclasses import asdict, dataclass

import torch

from .augment import MultiViewAugment
from .losses import nt_xent
from .model import SimCLRNet
from .trainer import MultiViewTrainer


@dataclass
class SSLConfig:
    in_dim: int = 32
    hidden: int = 64
    proj_dim: int = 16
    n_views: int = 3
    temperature: float = 0.3
    lr: float = 1e-3
    iters: int = 60
    batch: int = 32
    log_every: int = 20


def unlabeled_stream(cfg, g):
    protos = torch.randn(8, cfg.in_dim, generator=g)
    for _ in range(cfg.iters):
        idx = torch.randint(0, 8, (cfg.batch,), generator=g)
        yield protos[idx] + 0.3 * torch.randn(cfg.batch, cfg.in_dim, generator=g)


def main(cfg=SSLConfig()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(5)
    model = SimCLRNet(cfg.in_dim, cfg.hidden, cfg.proj_dim)
    trainer = MultiViewTrainer(
        model,
        torch.optim.Adam(model.parameters(), lr=cfg.lr),
        MultiViewAugment(cfg.n_views, g=g),
        functools.partial(nt_xent, temperature=cfg.temperature),
        **{k: v for k, v in asdict(cfg).items() if k == "log_every"},
    )
    trainer.fit(unlabeled_stream(cfg, g))


if __name__ == "__main__":
    main()
