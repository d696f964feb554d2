import numpy as np
import torch

from .config import CFG
from .engine import train_one_epoch, valid_one_epoch
from .metrics import crps_numpy
from .model import YardsNet
from .plays import kfold, make_plays

torch.set_num_threads(1)


class EarlyStopping:
    def __init__(self, patience):
        self.patience, self.best, self.wait = patience, float("inf"), 0

    def step(self, score):
        if score < self.best - 1e-6:
            self.best, self.wait = score, 0
            return "improved"
        self.wait += 1
        return "stop" if self.wait >= self.patience else "wait"


def main():
    torch.manual_seed(CFG.seed)
    rng = np.random.default_rng(CFG.seed)
    X, y = make_plays(CFG.n_plays, CFG.seed)
    oof_cdf = np.zeros((len(X), CFG.n_bins), dtype=np.float32)
    for fold, (trn, val) in enumerate(kfold(len(X), CFG.n_folds, CFG.seed)):
        net = YardsNet(X.shape[1], CFG.hidden, CFG.n_bins).to(CFG.device)
        optimizer = torch.optim.Adam(net.parameters(), lr=CFG.lr)
        scheduler = torch.optim.lr_scheduler.ReduceLROnPlateau(optimizer, factor=0.5, patience=1)
        es = EarlyStopping(CFG.patience)
        for epoch in range(CFG.epochs):
            trn_loss = train_one_epoch(net, optimizer, X[trn], y[trn], rng)
            val_crps, cdf = valid_one_epoch(net, X[val], y[val])
            scheduler.step(val_crps)
            state = es.step(val_crps)
            print(f"fold {fold} epoch {epoch} train {CFG.loss} {trn_loss:.5f} valid CRPS {val_crps:.5f} [{state}]")
            if state == "improved":
                oof_cdf[val] = cdf
            elif state == "stop":
                break
    print(f"OOF CRPS: {crps_numpy(oof_cdf, y):.5f}")


if __name__ == "__main__":
    main()
