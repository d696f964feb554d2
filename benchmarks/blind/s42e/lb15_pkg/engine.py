import time

import torch
import torch.nn.functional as F

from .constraints import clamp_filter_norms
from .saw import batches


class Trainer:
    def __init__(self, net, opt, max_norm=2.0, amp=False):
        self.net, self.opt = net, opt
        self.max_norm = max_norm
        self.amp = amp
        self.scaler = torch.cuda.amp.GradScaler(enabled=False)

    def epoch(self, x, y, batch, gen):
        self.net.train()
        t0, seen, tot = time.perf_counter(), 0, 0.0
        for xb, yb in batches(x, y, batch, gen):
            self.opt.zero_grad(set_to_none=True)
            with torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.amp):
                pred = self.net(xb)
            err = F.smooth_l1_loss(pred.float(), yb, beta=0.05)
            self.scaler.scale(err).backward()
            self.scaler.step(self.opt)
            self.scaler.update()
            clamp_filter_norms(self.net, self.max_norm)
            tot += err.item() * yb.shape[0]
            seen += yb.shape[0]
        return tot / seen, seen / (time.perf_counter() - t0)

    @torch.inference_mode()
    def mae(self, x, y):
        self.net.eval()
        return (self.net(x) - y).abs().mean().item()
