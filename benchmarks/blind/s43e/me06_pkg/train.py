import time

import numpy as np
import torch

from .config import CFG, seed_everything
from .engine import train_one_epoch, valid_one_epoch
from .model import CouplingTransformer
from .molecules import make_molecules


def get_model():
    return CouplingTransformer(len(CFG.atom_types), len(CFG.coupling_types), CFG.d_model,
                               CFG.n_heads, CFG.n_layers, CFG.rbf)


def main():
    seed_everything()
    torch.set_num_threads(1)
    mols = make_molecules(CFG.seed)
    folds = np.arange(len(mols)) % CFG.n_folds
    scale = float(np.std(np.concatenate([m[4] for m in mols])))
    scores = []
    for fold in range(CFG.n_folds):
        t0 = time.time()
        trn = [m for m, f in zip(mols, folds) if f != fold]
        val = [m for m, f in zip(mols, folds) if f == fold]
        model = get_model()
        optimizer = torch.optim.AdamW(model.parameters(), lr=CFG.lr, weight_decay=1e-5)
        n_steps = CFG.epochs * ((len(trn) + CFG.batch_size - 1) // CFG.batch_size)
        scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=CFG.lr, total_steps=n_steps)
        for epoch in range(CFG.epochs):
            trn_loss = train_one_epoch(model, trn, optimizer, scheduler, CFG, scale)
            score, _ = valid_one_epoch(model, val, CFG, scale)
            print(f"fold {fold} epoch {epoch}: train L1 {trn_loss:.4f}  valid group-log-MAE {score:.3f}")
        scores.append(score)
        print(f"fold {fold} done in {time.time() - t0:.1f}s")
    print(f"CV group log-MAE {np.mean(scores):.3f} +- {np.std(scores):.3f}")


if __name__ == "__main__":
    main()
