import torch

from .config import Config
from .data import make_windows, simulate_plant, split
from .engine import Trainer
from .model import PVForecaster


def build_optimizer(model, cfg):
    decay = [p for n, p in model.named_parameters() if n.endswith("weight")]
    no_decay = [p for n, p in model.named_parameters() if not n.endswith("weight")]
    return torch.optim.SGD(
        [{"params": decay, "weight_decay": cfg.weight_decay},
         {"params": no_decay, "weight_decay": 0.0}],
        lr=cfg.lr, momentum=cfg.momentum,
    )


def main(cfg=Config()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    x, y = make_windows(*simulate_plant(cfg.days, cfg.seed), cfg.history)
    (x_tr, y_tr), (x_va, y_va) = split(x, y)
    print(f"{len(x_tr)} training windows; persistence mae "
          f"{(x_va[:, cfg.history - 1] * 5.0 - y_va).abs().mean():.3f} kW")

    model = PVForecaster(x.shape[1], cfg.hidden)
    optimizer = build_optimizer(model, cfg)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=3, gamma=0.5)
    trainer = Trainer(model, optimizer, scheduler)
    print(f"untrained valid mae {trainer.mae(x_va, y_va):.3f} kW")
    for epoch in range(cfg.epochs):
        train_mse = trainer.train_epoch(x_tr, y_tr, cfg.batch_size)
        valid_mae = trainer.mae(x_va, y_va)
        print(f"epoch {epoch}  train mse {train_mse:.4f}  valid mae {valid_mae:.3f} kW")


if __name__ == "__main__":
    main()
