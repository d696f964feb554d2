"""python -m lc08_pkg.train"""
from dataclasses import dataclass

import numpy as np
import torch

from .engine import train_epoch
from .impressions import batches, simulate
from .monitor import TaskGradMonitor
from .network import SharedBottom


@dataclass
class RunConfig:
    n_train: int = 12000
    n_valid: int = 4000
    batch_size: int = 256
    epochs: int = 4
    lr: float = 3e-3
    log_every: int = 20


def auc(y, s):
    order = np.argsort(s, kind="mergesort")
    r = np.empty(len(s))
    r[order] = np.arange(1, len(s) + 1)
    pos = y == 1
    return float((r[pos].sum() - pos.sum() * (pos.sum() + 1) / 2) / (pos.sum() * (~pos).sum()))


@torch.no_grad()
def validate(net, data):
    net.eval()
    batch = next(batches(data, len(data["install"]), shuffle=False))
    logits = net(batch)
    p_install = torch.sigmoid(logits["install"])
    p_purchase = p_install * torch.sigmoid(logits["purchase"])
    net.train()
    return (auc(data["install"].numpy(), p_install.numpy()),
            auc(data["purchase"].numpy(), p_purchase.numpy()))


def main(cfg=RunConfig()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train, valid = simulate(cfg.n_train, seed=1), simulate(cfg.n_valid, seed=2)
    print(f"install rate {train['install'].mean():.3f}, purchase rate {train['purchase'].mean():.3f}")
    net = SharedBottom()
    opt = torch.optim.Adam(net.parameters(), lr=cfg.lr)
    monitor = TaskGradMonitor()
    for epoch in range(cfg.epochs):
        losses = train_epoch(net, opt, train, monitor, cfg)
        a_inst, a_purch = validate(net, valid)
        print(f"epoch {epoch}  " + "  ".join(f"{k} {v:.4f}" for k, v in losses.items())
              + f"  |g_install(shared)| {np.mean(monitor.history[-5:]):.3f}"
              + f"  valid auc install {a_inst:.4f} purchase {a_purch:.4f}")


if __name__ == "__main__":
    main()
