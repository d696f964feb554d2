import torch
import torch.nn.functional as F

from .optim import qat_optimizer


def fit(model, opt, x, y, steps, gen, bs=48):
    for _ in range(steps):
        idx = torch.randint(0, x.shape[0], (bs,), generator=gen)
        opt.zero_grad()
        loss = F.mse_loss(model(x[idx]), y[idx])
        loss.backward()
        opt.step()
    return loss.item()


@torch.no_grad()
def colour_error(model, x, y):
    return (model(x) - y).abs().mean(0).tolist()


def quantization_aware_finetune(model, calib_x, x, y, steps, gen):
    model.calibrate(calib_x)
    opt = qat_optimizer(model, lr=0.02)
    return fit(model, opt, x, y, steps, gen)
