import torch

from .config import Config
from .engine import backtest, train_epoch
from .market import features, simulate_returns
from .policy import AllocationPolicy


def main(cfg: Config = Config()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.market.seed)
    gen = torch.Generator().manual_seed(cfg.market.seed)
    feats, rets = features(simulate_returns(cfg.market, gen), cfg.market.lookback)
    cut = int(0.75 * len(rets))

    policy = AllocationPolicy(feats.shape[-1], cfg.market.n_assets, cell=cfg.policy.cell,
                              hidden=cfg.policy.hidden, temperature=cfg.policy.temperature)
    opt = getattr(torch.optim, cfg.train.optimizer)(policy.parameters(), **cfg.train.optimizer_kwargs)
    for epoch in range(cfg.train.epochs):
        obj, pnl = train_epoch(policy, opt, feats[:cut], rets[:cut], window=cfg.train.window,
                               objective_cfg=cfg.objective)
        test = backtest(policy, feats[cut:], rets[cut:], objective_cfg=cfg.objective)
        print(f"epoch {epoch}: objective {obj:.3f}  train pnl {pnl:.3f}  test pnl {test['pnl']:.3f}  "
              f"turnover {test['turnover']:.3f}")
    return policy


if __name__ == "__main__":
    main()
