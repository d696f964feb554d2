import time

import torch
import torch.nn.functional as F


def train_epoch(net, opt, sched, x, y, batch, gen, amp=False):
    net.train()
    order = torch.randperm(x.shape[0], generator=gen)
    t0, tot = time.perf_counter(), 0.0
    for s in range(0, x.shape[0] - batch + 1, batch):
        idx = order[s:s + batch]
        xb = x[idx].to(memory_format=torch.contiguous_format, non_blocking=True)
        opt.zero_grad(set_to_none=True)
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=amp):
            out = net(xb)
        err = F.mse_loss(out.float(), y[idx])
        err.backward()
        opt.step()
        sched.step()
        tot += err.item() * idx.shape[0]
    return tot / x.shape[0], x.shape[0] / (time.perf_counter() - t0)


def validate(net, x, y, batch=1024):
    net.eval()
    t0 = time.perf_counter()
    abs_err = torch.zeros(2)
    for s in range(0, x.shape[0], batch):
        out = net(x[s:s + batch])
        abs_err += (out - y[s:s + batch]).abs().sum(0).detach()
    rate = x.shape[0] / (time.perf_counter() - t0)
    mae = abs_err / x.shape[0]
    return mae[0].item(), mae[1].item(), rate
