import time

import torch
import torch.nn.functional as F


def grad_norm(params):
    norms = [p.grad.detach().norm() for p in params if p.grad is not None]
    return torch.stack(norms).norm().item() if norms else 0.0


def run_epoch(net, opt, precision, batches, cfg, epoch):
    net.train()
    params = [p for p in net.parameters()]
    seen, t0, sq_sum = 0, time.perf_counter(), 0.0
    for it, (xb, yb) in enumerate(batches):
        with precision.autocast():
            pred = net(xb)
            mse = F.mse_loss(pred.float(), yb)
        precision.backward(mse)
        precision.step(opt)
        seen += xb.shape[0]
        sq_sum += mse.item() * xb.shape[0]
        if it % cfg.log_every == 0:
            rate = seen / (time.perf_counter() - t0)
            print(f"  ep {epoch} it {it:3d} mse {mse.item():.4f} |g| {grad_norm(params):8.3f} "
                  f"{rate:8.0f} samples/s")
    return sq_sum / seen


@torch.no_grad()
def holdout_rmse(net, x, y, cfg):
    net.eval()
    pred = net(x.to(cfg.device))
    return (pred - y.to(cfg.device)).pow(2).mean().sqrt().item() * 3.0
