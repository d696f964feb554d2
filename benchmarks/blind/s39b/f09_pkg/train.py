import torch

from .config import Config
from .data import sonar_returns
from .engine import Engine
from .nets import build_net


def main(cfg: Config = Config()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.train.seed)
    gen = torch.Generator().manual_seed(cfg.train.seed)
    train = sonar_returns(cfg.sonar.n_train, cfg.sonar, gen)
    val = sonar_returns(cfg.sonar.n_val, cfg.sonar, gen)
    net = build_net(cfg.net, cfg.sonar.bands)
    optimizer = getattr(torch.optim, cfg.train.optimizer)(net.parameters(), **cfg.train.optimizer_kwargs)
    engine = Engine(net, optimizer, cfg.train)
    for epoch in range(cfg.train.epochs):
        loss, norms = engine.run_epoch(*train, gen)
        print(f"epoch {epoch}: loss {loss:.4f}  grad-norm first/last batch {norms[0]:.2f}/{norms[-1]:.2f}  "
              f"val acc {engine.accuracy(*val):.3f}")
    return engine


if __name__ == "__main__":
    main()
