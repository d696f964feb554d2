import argparse

import numpy as np
import torch
import torch.nn as nn

from .data import singing_glass
from .engine import BYOLPretrainer, LinearProbe
from .nets import GlassNet, mlp
from .ssl import BYOLLoss, MomentumTarget


def main():
    ap = argparse.ArgumentParser(description="BYOL on singing wine-glass spectra")
    ap.add_argument("--mode", default="byol")
    ap.add_argument("--pretrain-epochs", type=int, default=3)
    ap.add_argument("--probe-epochs", type=int, default=4)
    ap.add_argument("--accum", type=int, default=2)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(21)
    n_bins = 72
    x_tr, y_tr = singing_glass(1024, n_bins, gen)
    x_te, y_te = singing_glass(256, n_bins, gen)

    online = GlassNet(n_bins)
    predictor = mlp(16, 64, 16)
    target = MomentumTarget(online, m=0.98)
    criterions = nn.ModuleDict({"byol": BYOLLoss()})
    opt = torch.optim.AdamW(list(online.parameters()) + list(predictor.parameters()), lr=2e-3)
    pre = BYOLPretrainer(online, predictor, target, criterions, opt, gen, accum_steps=args.accum)
    for epoch in range(args.pretrain_epochs):
        loss, zgrad = pre.train_epoch(x_tr, y_tr)
        print(f"pretrain {epoch}: byol {loss:.4f}  |dL/dz| {zgrad:.4f}")

    online.head = nn.Linear(online.feat_dim, 4)
    probe_opt = torch.optim.SGD(online.head.parameters(), lr=0.1, momentum=0.9)
    probe = LinearProbe(online, probe_opt, gen)
    for epoch in range(args.probe_epochs):
        ce = probe.train_epoch(x_tr, y_tr)
        print(f"probe {epoch}: ce {ce:.4f}  test-acc {probe.test(x_te, y_te):.3f}")


if __name__ == "__main__":
    main()
