"""Leslie Smith's learning-rate range test: ramp the LR exponentially over a few
mini-batches, record the smoothed loss, then put the weights and the optimizer
state back to what they were before the test."""
import copy
import itertools
import math


class LRFinder:
    def __init__(self, net, opt, loss_fn):
        self.net, self.opt, self.loss_fn = net, opt, loss_fn
        self.history = {"lr": [], "loss": []}
        self._snapshot = None

    def range_test(self, batches, start_lr=1e-5, end_lr=1.0, num_iter=50, smooth=0.1,
                   diverge=5.0):
        self._snapshot = {name: p.detach().clone() for name, p in self.net.named_parameters()}
        opt_state = copy.deepcopy(self.opt.state_dict())
        gamma = (end_lr / start_lr) ** (1.0 / (num_iter - 1))
        lr, avg, best = start_lr, None, math.inf
        self.net.train()
        for xb, yb in itertools.islice(itertools.cycle(batches), num_iter):
            for group in self.opt.param_groups:
                group["lr"] = lr
            self.opt.zero_grad()
            batch_loss = self.loss_fn(self.net(xb), yb)
            batch_loss.backward()
            self.opt.step()
            value = batch_loss.item()
            avg = value if avg is None else smooth * value + (1 - smooth) * avg
            self.history["lr"].append(lr)
            self.history["loss"].append(avg)
            best = min(best, avg)
            if avg > diverge * best:
                break
            lr *= gamma
        self._restore()
        self.opt.load_state_dict(opt_state)
        return self.suggestion()

    def _restore(self):
        for name, p in self.net.named_parameters():
            p.copy_(self._snapshot[name])

    def suggestion(self):
        """LR at the steepest descent of the smoothed loss curve (skipping the ends)."""
        lrs, losses = self.history["lr"], self.history["loss"]
        lo, hi = 3, max(4, len(losses) - 3)
        slopes = [(losses[i + 1] - losses[i]) / (math.log(lrs[i + 1]) - math.log(lrs[i]))
                  for i in range(lo, hi - 1)]
        return lrs[lo + min(range(len(slopes)), key=slopes.__getitem__)]
