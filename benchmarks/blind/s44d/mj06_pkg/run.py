import math

import torch

from .accelerator import Accelerator
from .evaporator_net import BrixRegressor, make_optimizer, make_warmup
from .loop import holdout_error, load_checkpoint, save_checkpoint, train_epoch
from .settings import Settings
from .sugarhouse import COLUMNS, loaders


def setup(settings, train_loader):
    net = BrixRegressor(len(COLUMNS))
    optimizer = make_optimizer(net, settings)
    scheduler = make_warmup(optimizer, settings, math.ceil(len(train_loader) / settings.accumulation_steps))
    accelerator = Accelerator(settings.accumulation_steps, settings.mixed_precision)
    net, optimizer, train_loader = accelerator.prepare(net, optimizer, train_loader)
    return net, optimizer, scheduler, accelerator, train_loader


def main(settings=Settings()):
    torch.manual_seed(settings.seed)
    torch.set_num_threads(1)
    train_loader, hold_loader = loaders(settings)
    net, optimizer, scheduler, accelerator, train_loader = setup(settings, train_loader)
    blob = None
    for epoch in range(settings.epochs):
        if epoch == settings.resume_from_epoch:
            net, optimizer, scheduler, accelerator, train_loader = setup(settings, train_loader)
            last = load_checkpoint(blob, net, optimizer, scheduler, accelerator)
            print(f"-- resumed after epoch {last} --")
        mse, norms = train_epoch(accelerator, net, optimizer, scheduler, train_loader, settings)
        mae, within = holdout_error(net, hold_loader)
        print(f"epoch {epoch} | train mse {mse:9.3f} | grad norm first {norms[0]:8.2f} last {norms[-1]:8.2f} "
              f"| holdout MAE {mae:.3f} Brix, within 0.5: {within:.2f}")
        blob = save_checkpoint(net, optimizer, scheduler, accelerator, epoch)


if __name__ == "__main__":
    main()
