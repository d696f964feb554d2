import torch.nn.functional as F

from meters import AverageMeter


def run_epoch(regressor, opt, loader, accel):
    regressor.train()
    meter = AverageMeter("mse")
    for num, cat, y in loader:
        opt.zero_grad(set_to_none=True)
        err = F.mse_loss(regressor(num, cat), y)
        accel.backward(err)
        opt.step()
        meter.update(err, n=y.shape[0])
    return meter
