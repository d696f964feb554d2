import resource

import torch

from .drum import spin_ramps
from .loops import train_epoch, validate
from .model import ImbalanceNet
from .schedule import warmup_cosine


def main(epochs=4, batch=128):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.deterministic = False
    gen = torch.Generator().manual_seed(0)
    x, y = spin_ramps(3072, gen)
    xv, yv = spin_ramps(4096, gen)
    net = ImbalanceNet()
    opt = torch.optim.AdamW(net.parameters(), lr=3e-3, weight_decay=1e-4, foreach=True)
    steps = epochs * (x.shape[0] // batch)
    sched = warmup_cosine(opt, warmup_steps=20, total_steps=steps)
    for ep in range(epochs):
        loss, tr_rate = train_epoch(net, opt, sched, x, y, batch, gen)
        mass_mae, pos_mae, va_rate = validate(net, xv, yv)
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"epoch {ep}: mse {loss:.4f}  valid MAE mass {mass_mae * 1000:.0f} g  "
              f"position {pos_mae:.3f}  train {tr_rate:.0f}/s  valid {va_rate:.0f}/s  "
              f"peak RSS {rss:.0f} MB")


if __name__ == "__main__":
    main()
