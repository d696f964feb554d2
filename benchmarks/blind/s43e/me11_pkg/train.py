import time

import numpy as np
import torch
from torch.utils.data import DataLoader, TensorDataset

from .adversary import SiteCritic
from .audio import make_clips
from .config import CFG, seed_everything
from .engine import lwlrap, train_one_epoch, valid_one_epoch
from .model import SEDNet


def main():
    seed_everything()
    torch.set_num_threads(1)
    x, y, site = make_clips(CFG.seed)
    folds = np.random.default_rng(CFG.seed).permutation(len(x)) % CFG.n_folds
    oof = np.zeros(tuple(y.shape), np.float32)
    for fold in range(CFG.n_folds):
        t0 = time.time()
        trn, val = np.where(folds != fold)[0], np.where(folds == fold)[0]
        trn_dl = DataLoader(TensorDataset(x[trn], y[trn], site[trn]), batch_size=CFG.batch_size, shuffle=True)
        val_dl = DataLoader(TensorDataset(x[val], y[val], site[val]), batch_size=128)
        model = SEDNet(CFG.n_species, CFG.emb)
        critic = SiteCritic(CFG.emb, CFG.n_sites)
        opts = {
            "model": torch.optim.Adam(model.parameters(), lr=CFG.lr),
            "critic": torch.optim.Adam(critic.parameters(), lr=CFG.critic_lr),
        }
        for epoch in range(CFG.epochs):
            logs = train_one_epoch(model, critic, trn_dl, opts, CFG)
            scores, truth = valid_one_epoch(model, val_dl)
            print(f"fold {fold} epoch {epoch}: bce {logs['bce']:.4f} critic {logs['critic']:.4f}"
                  f" lwlrap {lwlrap(truth, scores):.4f}")
        oof[val] = scores
        print(f"fold {fold} done ({time.time() - t0:.1f}s)")
    print(f"OOF lwlrap {lwlrap(y.numpy(), oof):.4f}")


if __name__ == "__main__":
    main()
