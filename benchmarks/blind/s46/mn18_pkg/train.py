import argparse

import numpy as np
import torch
import torch.nn as nn

from .heads import PrototypeConsistency
from .loop import ConsistencyTrainer
from .mean_teacher import EMATeacher
from .nets import VortexNet
from .vortex import tracer_tracks


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="ce+proto", choices=["ce+proto"])
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--n-labelled", type=int, default=48)
    ap.add_argument("--n-prototypes", type=int, default=12)
    ap.add_argument("--accum", type=int, default=2)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    x, y = tracer_tracks(960, seed=args.seed)
    x_te, y_te = tracer_tracks(240, seed=args.seed + 19)
    labelled = (x[:args.n_labelled], y[:args.n_labelled])
    unlabelled = x[args.n_labelled:]
    prior = torch.bincount(labelled[1], minlength=3).float().add(1.0)
    prior = prior / prior.sum()

    student = VortexNet(prior=prior)
    teacher = EMATeacher(student)
    consistency = PrototypeConsistency(emb_dim=16)
    prototypes = [(torch.randn(args.n_prototypes, d) * 0.1).requires_grad_() for d in (16, 8)]
    criterions = {"ce": nn.CrossEntropyLoss(), "proto": consistency}
    optimizer = torch.optim.Adam([
        {"params": list(student.parameters()) + list(consistency.parameters())},
        {"params": prototypes, "lr": 1e-3},
    ], lr=3e-3)
    trainer = ConsistencyTrainer(student, teacher, criterions, prototypes, optimizer, accum_steps=args.accum)
    for epoch in range(args.epochs):
        loss, g = trainer.train_epoch(labelled, unlabelled)
        acc_s, acc_t, ce = trainer.test(x_te, y_te)
        print(f"epoch {epoch} loss={loss:.4f} |grad protos|={g:.4f} | test student={acc_s:.3f} "
              f"teacher={acc_t:.3f} ce={ce:.4f}")


if __name__ == "__main__":
    main()
