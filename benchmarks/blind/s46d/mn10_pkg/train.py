import argparse

import numpy as np
import torch
import torch.nn.functional as F

from .adversary import AdversarialBridge
from .data import REGIMES, hourglass_loadcell, shuffled
from .engine import AdversarialDistiller
from .nets import FeatureCritic, FlowEncoder
from .optim import build_criterions, build_optimizers


def train_teacher(teacher, x, y, gen, epochs=5):
    opt = torch.optim.Adam(teacher.parameters(), lr=2e-3)
    for _ in range(epochs):
        for xb, yb in shuffled(x, y, 128, gen):
            opt.zero_grad()
            F.cross_entropy(teacher(xb)[0], yb).backward()
            opt.step()
    teacher.eval()
    for p in teacher.parameters():
        p.requires_grad = False
    return teacher


def main():
    ap = argparse.ArgumentParser(description="adversarial KD, hourglass regimes")
    ap.add_argument("--mode", default="ce+kd+gan")
    ap.add_argument("--epochs", type=int, default=4)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(8)
    L = 80
    x_tr, y_tr = hourglass_loadcell(1024, L, gen)
    x_te, y_te = hourglass_loadcell(256, L, gen)

    teacher = train_teacher(FlowEncoder(L, 128, 64, len(REGIMES)), x_tr, y_tr, gen)
    student = FlowEncoder(L, 32, 16, len(REGIMES))
    bridge = AdversarialBridge(FeatureCritic(64), s_dim=16, t_dim=64)
    opt_s, opt_d = build_optimizers(student, bridge)
    trainer = AdversarialDistiller(student, teacher, bridge, build_criterions(), opt_s, opt_d, gen, args.mode)

    for epoch in range(args.epochs):
        tr = trainer.train_epoch(x_tr, y_tr)
        te = trainer.test(x_te, y_te)
        print(f"epoch {epoch}: " + " ".join(f"{k} {v:.4f}" for k, v in tr.items())
              + " | test " + " ".join(f"{k} {v:.3f}" for k, v in te.items()))


if __name__ == "__main__":
    main()
