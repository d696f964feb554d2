import torch


class RunLogger:
    """wandb-like stub: keeps the last value of each key, prints now and then."""

    def __init__(self, project, every=20):
        self.project = project
        self.every = every
        self.step = 0
        self.history = {}

    def log(self, record):
        self.step += 1
        for key, val in record.items():
            if torch.is_tensor(val):
                val = float(val.detach().mean())
            self.history.setdefault(key, []).append(val)
        if "epoch" in record or self.step % self.every == 0:
            shown = ", ".join(f"{k}={v[-1]:.4f}" for k, v in self.history.items())
            print(f"[{self.project}] step {self.step}: {shown}")
