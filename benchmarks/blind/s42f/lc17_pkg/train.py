"""python -m lc17_pkg.train"""
import numpy as np
import torch

from .eta_model import EtaNet
from .optim import make_optimizer
from .orders import loader, simulate_orders
from .step import alternating_step


def auc(y, s):
    order = np.argsort(s, kind="mergesort")
    r = np.empty(len(s))
    r[order] = np.arange(1, len(s) + 1)
    pos = y == 1
    return float((r[pos].sum() - pos.sum() * (pos.sum() + 1) / 2) / (pos.sum() * (~pos).sum()))


@torch.no_grad()
def validate(net, data):
    net.eval()
    out = net(data)
    net.train()
    mae = (out["minutes"] - data["minutes"]).abs().mean().item()
    mape = ((out["minutes"] - data["minutes"]).abs() / data["minutes"]).mean().item()
    return mae, mape, auc(data["late"].numpy(), out["late_logit"].numpy())


def main(epochs=5):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train, valid = simulate_orders(10000, seed=1), simulate_orders(3000, seed=2)
    print(f"late share {train['late'].mean():.3f}, mean eta {train['minutes'].mean():.1f} min")
    net = EtaNet()
    opt = make_optimizer(net)
    for epoch in range(epochs):
        sums, steps = np.zeros(2), 0
        for batch in loader(train, 256):
            sums += alternating_step(net, opt, batch)
            steps += 1
        mae, mape, late_auc = validate(net, valid)
        print(f"epoch {epoch}  huber {sums[0] / steps:.3f}  late bce {sums[1] / steps:.4f}  "
              f"valid MAE {mae:.2f} min  MAPE {mape:.4f}  late AUC {late_auc:.4f}")


if __name__ == "__main__":
    main()
