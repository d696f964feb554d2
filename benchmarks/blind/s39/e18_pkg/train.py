"""python -m e18_pkg.train"""
import torch

from .callbacks import EMATracker, HeadRenorm, ResetGrads
from .echoes import loader, make_split
from .model import EchoTask
from .trainer import Trainer, accuracy


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train, val = make_split(640, seed=0), make_split(256, seed=1)
    task = EchoTask()
    ema_cb = EMATracker(decay=0.95)
    opt = torch.optim.SGD(task.parameters(), lr=0.05, momentum=0.9)
    trainer = Trainer(opt, [ResetGrads(), HeadRenorm(max_norm=3.0), ema_cb], epochs=4)
    trainer.fit(task, lambda: loader(train, 32),
                lambda t: f"val acc {accuracy(t, val):.3f} ema acc "
                          f"{accuracy(ema_cb.shadow, val):.3f}")
    norms = task.head.weight.norm(dim=1)
    print("head row norms:", [round(v, 2) for v in norms.tolist()])


if __name__ == "__main__":
    main()
