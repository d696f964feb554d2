import torch

from .config import MFConfig
from .engine import fit_epoch, rmse
from .model import BiasedMF
from .utils import synthetic_ratings


def main(cfg=MFConfig()):
    torch.manual_seed(0)
    u, i, r = synthetic_ratings(cfg)
    split = int(0.9 * u.numel())
    train, test = (u[:split], i[:split], r[:split]), (u[split:], i[split:], r[split:])
    model = BiasedMF(cfg.n_users, cfg.n_items, cfg.rank)
    opt = torch.optim.Adagrad(model.parameters(), lr=cfg.lr)
    for epoch in range(cfg.epochs):
        tr = fit_epoch(model, opt, train, cfg)
        print(f"epoch {epoch}: train rmse {tr:.3f} test rmse {rmse(model, test):.3f}")


if __name__ == "__main__":
    main()
