import torch
import torch.nn.functional as F

from .callbacks import build_callbacks
from .config import Config
from .data import windows
from .engine import Trainer
from .model import build


def main(cfg: Config = Config()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.train.seed)
    gen = torch.Generator().manual_seed(cfg.train.seed)
    x, y = windows(cfg.house, gen)
    cut = int(0.8 * len(x))

    net = build(cfg.model, window=cfg.house.window)
    opt = getattr(torch.optim, cfg.train.optimizer)(net.parameters(), **cfg.train.optimizer_kwargs)
    callbacks = build_callbacks(cfg.train.callbacks, clip_norm=cfg.train.clip_norm)
    trainer = Trainer(net, opt, loss_fn=F.mse_loss, callbacks=callbacks, batch_size=cfg.train.batch_size)
    history = trainer.fit((x[:cut], y[:cut]), (x[cut:], y[cut:]), epochs=cfg.train.epochs, gen=gen)
    meter = next(cb for cb in callbacks if type(cb).__name__ == "LossMeter")
    print("train mse per epoch:", [round(v, 5) for v in meter.per_epoch])
    return trainer, history


if __name__ == "__main__":
    main()
