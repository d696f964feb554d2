import torch
import torch.nn.functional as F


def low_fidelity_step(models, opts, xb, yb):
    """One Adam step of the emulator of the cheap model (cheap data only)."""
    pred = models["lf"](xb)
    loss_lf = F.mse_loss(pred, yb)
    loss_lf.backward()
    opts["lf"].step()
    opts["lf"].zero_grad(set_to_none=True)       # free the grads until the next step
    return loss_lf.item()


def discrepancy_step(models, opts, xb, yb):
    """One step of the discrepancy model on the few expensive runs."""
    opts["hf"].zero_grad(set_to_none=True)
    y_low = models["lf"](xb)
    pred = models["hf"](xb, y_low)
    loss_hf = F.mse_loss(pred, yb)
    loss_hf.backward()
    opts["hf"].step()
    return loss_hf.item()


@torch.no_grad()
def rmse_lf(models, x, y):
    return torch.sqrt(F.mse_loss(models["lf"](x), y)).item()


@torch.no_grad()
def rmse_hf(models, x, y):
    return torch.sqrt(F.mse_loss(models["hf"](x, models["lf"](x)), y)).item()
