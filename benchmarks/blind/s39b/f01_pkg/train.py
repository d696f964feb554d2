import torch

from .config import ExperimentConfig
from .engine import Trainer, windows
from .models import build_model
from .tasks import configure_task


def build_optimizer(cfg, module):
    return getattr(torch.optim, cfg.name)(module.parameters(), **cfg.kwargs)


def main(cfg: ExperimentConfig = ExperimentConfig()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.data.seed)
    gen = torch.Generator().manual_seed(cfg.data.seed)
    x, y = windows(cfg.data, gen)
    cut = int(0.8 * len(x))
    train, val = (x[:cut], y[:cut]), (x[cut:], y[cut:])

    net = build_model(cfg.model, n_features=x.shape[-1], horizon=cfg.data.horizon)
    optimizer = build_optimizer(cfg.optim, net)
    criterion = configure_task(net, cfg.task, horizon=cfg.data.horizon)

    trainer = Trainer(net, optimizer, criterion, batch_size=cfg.train.batch_size,
                      log_every=cfg.train.log_every)
    trainer.fit(train, val, epochs=cfg.train.epochs, gen=gen)
    return trainer


if __name__ == "__main__":
    main()
