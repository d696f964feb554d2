import json
import time
from collections import defaultdict

import torch


class Tracker:
    """Keeps per-step scalars and windowed means; values may be python numbers or tensors."""

    def __init__(self, window=50, out_path=None):
        self.window = window
        self.out_path = out_path
        self.history = defaultdict(list)
        self.running = defaultdict(float)
        self.counts = defaultdict(int)
        self.t0 = time.time()

    @staticmethod
    def _scalar(v):
        if isinstance(v, torch.Tensor):
            return v.detach().float().mean().cpu().item()
        return float(v)

    def log(self, step, values):
        for k, v in values.items():
            v = self._scalar(v)
            self.history[k].append((step, v))
            self.running[k] += v
            self.counts[k] += 1
        if step % self.window == 0:
            self.flush(step)

    def flush(self, step):
        means = {k: self.running[k] / max(self.counts[k], 1) for k in self.running}
        print(f"step {step:6d} ({time.time() - self.t0:6.1f}s) "
              + " ".join(f"{k}={v:.4f}" for k, v in means.items()))
        self.running.clear()
        self.counts.clear()

    def dump(self):
        if self.out_path:
            with open(self.out_path, "w") as fh:
                json.dump(self.history, fh)
