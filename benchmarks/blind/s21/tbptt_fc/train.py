from dataclasses import dataclass, field

import torch

from cell import StatefulForecaster
from series import long_series, windows
from stepper import tbptt_epoch


@dataclass
class RunConfig:
    n_series: int = 16
    length: int = 241
    chunk: int = 24
    hidden: int = 32
    epochs: int = 6
    optim: str = "Adam"
    optim_kw: dict = field(default_factory=lambda: {"lr": 1e-2})


def main(cfg=RunConfig()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = long_series(cfg.n_series, cfg.length)
    net = StatefulForecaster(hidden=cfg.hidden)
    opt = getattr(torch.optim, cfg.optim)(net.parameters(), **cfg.optim_kw)
    for epoch in range(cfg.epochs):
        avg = tbptt_epoch(net, opt, windows(data, cfg.chunk))
        print(f"epoch {epoch}  mse {avg:.4f}")


if __name__ == "__main__":
    main()
