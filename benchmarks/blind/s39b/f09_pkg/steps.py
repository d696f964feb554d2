import torch
import torch.nn.functional as F

from .nets import global_grad_norm


def classification_loss(net, batch):
    x, y = batch
    logits = net(x).squeeze(-1)
    return F.binary_cross_entropy_with_logits(logits, y), logits


def optimisation_step(net, batch, *, optimizer, scaler=None, clip_norm=None):
    if scaler is not None:
        with torch.autocast("cuda", dtype=torch.float16):
            loss, _ = classification_loss(net, batch)
        scaler.scale(loss).backward()
        scaler.unscale_(optimizer)
        gnorm = global_grad_norm(net.parameters())
        if clip_norm is not None:
            torch.nn.utils.clip_grad_norm_(net.parameters(), clip_norm)
        scaler.step(optimizer)
        scaler.update()
        optimizer.zero_grad(set_to_none=True)
    else:
        loss, _ = classification_loss(net, batch)
        loss.backward()
        gnorm = global_grad_norm(net.parameters())
        if clip_norm is not None:
            torch.nn.utils.clip_grad_norm_(net.parameters(), clip_norm)
        optimizer.step()
    return loss.item(), gnorm
