import torch

from callbacks import KeepNonNegative, PrintEpoch
from engine import Engine
from model import MonotoneRegressor
from settings import CONFIG


def synthetic(n, d):
    x = torch.rand(n, d)
    y = torch.log1p(x.sum(dim=1)) + 0.3 * x[:, 0] ** 2 + 0.02 * torch.randn(n)
    return x, y


def main(cfg=CONFIG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = synthetic(cfg["n_samples"], cfg["features"])
    model = MonotoneRegressor(cfg["features"], cfg["hidden"])
    opt_cfg = dict(cfg["optimizer"])
    opt_cls = getattr(torch.optim, opt_cfg.pop("name"))
    engine = Engine(model, opt_cls(model.parameters(), **opt_cfg),
                    callbacks=[KeepNonNegative(), PrintEpoch()])
    engine.run(x, y, cfg["epochs"], cfg["batch_size"])
    return engine


if __name__ == "__main__":
    main()
