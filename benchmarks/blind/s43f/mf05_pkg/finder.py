"""LR range test that leaves the network and the optimizer as it found them."""
import copy
import math

import torch

from .weights import restore_, snapshot


def lr_range_test(net, opt, loss_fn, loader, cfg):
    saved_net, saved_opt = snapshot(net), copy.deepcopy(opt.state_dict())
    ratio = (cfg.lr_max / cfg.lr_min) ** (1 / (cfg.steps - 1))
    sweep = torch.optim.lr_scheduler.LambdaLR(opt, lambda i: ratio ** i)
    for group in opt.param_groups:
        group["initial_lr"] = group["lr"] = cfg.lr_min
    sweep.base_lrs = [cfg.lr_min] * len(opt.param_groups)
    lrs, smoothed, avg = [], [], 0.0
    net.train()
    step = 0
    while step < cfg.steps:
        for xb, yb in loader():
            opt.zero_grad()
            batch_loss = loss_fn(net(xb), yb)
            batch_loss.backward()
            opt.step()
            avg = cfg.beta * avg + (1 - cfg.beta) * batch_loss.item()
            lrs.append(opt.param_groups[0]["lr"])
            smoothed.append(avg / (1 - cfg.beta ** (step + 1)))
            sweep.step()
            step += 1
            if step >= cfg.steps or smoothed[-1] > 4 * min(smoothed):
                break
        if smoothed[-1] > 4 * min(smoothed):
            break
    restore_(net, saved_net)
    opt.load_state_dict(saved_opt)
    best = min(range(len(smoothed)), key=smoothed.__getitem__)
    return lrs[best] / 10, lrs, smoothed


def log_spaced_summary(lrs, losses, points=5):
    idx = [round(i * (len(lrs) - 1) / (points - 1)) for i in range(points)]
    return ", ".join(f"{lrs[i]:.0e}:{losses[i]:.1f}" for i in idx if not math.isnan(losses[i]))
