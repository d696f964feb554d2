import torch
import torch.nn.functional as F

EPS = 1e-4


def kernel_losses(out, batch, weights):
    """Only kernels that popped have a time/volume label."""
    p = out["pop_prob"]
    p.clamp_(EPS, 1.0 - EPS)
    pop_bce = -(batch["pops"] * torch.log(p) + (1 - batch["pops"]) * torch.log(1 - p)).mean()
    mask = batch["pops"] > 0
    time_l1 = F.l1_loss(out["time"][mask], batch["time"][mask])
    vol_l1 = F.l1_loss(out["volume"][mask], batch["volume"][mask])
    total = weights["pop"] * pop_bce + weights["time"] * time_l1 + weights["volume"] * vol_l1
    return total, {"pop_bce": pop_bce.item(), "time_l1": time_l1.item(), "vol_l1": vol_l1.item()}


def step(optimizer, loss):
    optimizer.zero_grad(set_to_none=True)
    loss.backward()
    optimizer.step()
