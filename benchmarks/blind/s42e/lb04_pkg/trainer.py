import time

import torch
import torch.nn.functional as F

from .micro import split_micro


class AccumTrainer:
    def __init__(self, encoder, head, opt, micro_batches=4, amp=False):
        self.encoder, self.head, self.opt = encoder, head, opt
        self.micro_batches = micro_batches
        self.amp = amp

    def train_step(self, xb, yb):
        self.opt.zero_grad(set_to_none=True)
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.amp):
            feats = self.encoder(xb)            # cheap part: once for the whole batch
        total = 0.0
        for f_mb, y_mb in split_micro((feats, yb), self.micro_batches):
            with torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.amp):
                pred = self.head(f_mb.float())
            part = F.smooth_l1_loss(pred.float(), y_mb, beta=0.1) / self.micro_batches
            part.backward()
            total += part.item()
        torch.nn.utils.clip_grad_norm_(
            list(self.encoder.parameters()) + list(self.head.parameters()), 5.0, foreach=True)
        self.opt.step()
        return total

    def epoch(self, x, y, batch, gen):
        self.encoder.train(); self.head.train()
        order = torch.randperm(x.shape[0], generator=gen)
        t0, seen, run = time.perf_counter(), 0, 0.0
        for b in range(0, x.shape[0] - batch + 1, batch):
            idx = order[b:b + batch]
            run += self.train_step(x[idx], y[idx])
            seen += batch
        return run / (seen // batch), seen / (time.perf_counter() - t0)

    @torch.inference_mode()
    def level_mae_m(self, x, y):
        self.encoder.eval(); self.head.eval()
        return (self.head(self.encoder(x)) - y).abs().mean().item() * 2.0
