import time

import torch
import torch.nn.functional as F

from .metrics import RunMeter, batch_stats, peak_rss_mb


def fit(net, opt, x, y, epochs, batch, gen, log_every=32, amp=False):
    meter = RunMeter()
    t0 = time.perf_counter()
    step = 0
    for ep in range(epochs):
        net.train()
        order = torch.randperm(x.shape[0], generator=gen)
        for s in range(0, x.shape[0] - batch + 1, batch):
            idx = order[s:s + batch]
            xb, yb = x[idx], y[idx]
            opt.zero_grad(set_to_none=True)
            with torch.autocast("cpu", dtype=torch.bfloat16, enabled=amp):
                logits = net(xb)
            ce = F.cross_entropy(logits.float(), yb, label_smoothing=0.05)
            ce.backward()
            opt.step()
            meter.update({"ce": ce, **batch_stats(logits, yb)}, yb.shape[0])
            step += 1
            if step % log_every == 0:
                avg = meter.averages()
                rate = meter.count / (time.perf_counter() - t0)
                print(f"ep {ep} step {step:4d} ce {avg['ce']:.3f} mae {avg['mae_K']:.2f} K "
                      f"conf {avg['conf']:.3f}  {rate:.0f} logs/s  peak RSS {peak_rss_mb():.0f} MB")
    return meter
