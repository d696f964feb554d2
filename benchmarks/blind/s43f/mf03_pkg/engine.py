import torch
import torch.nn.functional as F

from .loads import batches


class EarlyStopping:
    def __init__(self, patience, min_delta=0.01):
        self.patience, self.min_delta = patience, min_delta
        self.best, self.wait = float("inf"), 0

    def __call__(self, score):
        """Return True when training should stop."""
        if score < self.best - self.min_delta:
            self.best, self.wait = score, 0
            return False
        self.wait += 1
        return self.wait >= self.patience


def make_optimizer(net, cfg):
    decay = [p for n, p in net.named_parameters() if n.endswith("weight") and p.dim() > 1]
    rest = [p for n, p in net.named_parameters() if not (n.endswith("weight") and p.dim() > 1)]
    return torch.optim.AdamW([{"params": decay, "weight_decay": cfg["weight_decay"]},
                              {"params": rest, "weight_decay": 0.0}], lr=1e-3)


def huber_minutes(pred, target):
    return F.huber_loss(pred, target, delta=5.0)


@torch.no_grad()
def val_mae(net, x, y):
    net.eval()
    return (net(x) - y).abs().mean().item()


def train_one_cycle(net, opt, max_lr, train, val, cfg, seed=0):
    gen = torch.Generator().manual_seed(seed)
    n_batches = -(-len(train[1]) // cfg["batch_size"])
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=max_lr, epochs=cfg["epochs"],
                                                steps_per_epoch=n_batches)
    stopper, curve = EarlyStopping(cfg["patience"]), []
    for _ in range(cfg["epochs"]):
        net.train()
        for xb, yb in batches(*train, cfg["batch_size"], gen):
            opt.zero_grad(set_to_none=True)
            huber_minutes(net(xb), yb).backward()
            opt.step()
            sched.step()
        curve.append(val_mae(net, *val))
        if stopper(curve[-1]):
            break
    return min(curve)
