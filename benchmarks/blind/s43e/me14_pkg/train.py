import time

import numpy as np
import torch

from .config import CFG, seed_everything
from .engine import rmspe, train_one_epoch, valid_one_epoch
from .explain import embedding_saliency
from .model import EntityEmbeddingNet
from .stores import make_sales


def main():
    seed_everything()
    torch.set_num_threads(1)
    cats, conts, y, day = make_sales(CFG.seed)
    # time-ordered folds: each fold validates on a later 30-day block
    blocks = [(60, 90), (90, 120), (120, 150)][:CFG.n_folds]
    oof = np.full(len(y), np.nan, np.float32)
    for fold, (v0, v1) in enumerate(blocks):
        t0 = time.time()
        trn = np.where(day < v0)[0]
        val = np.where((day >= v0) & (day < v1))[0]
        y_mean = float(y[trn].mean())
        model = EntityEmbeddingNet(CFG.cat_fields, CFG.emb_dims, CFG.n_cont)
        optimizer = torch.optim.Adam(model.parameters(), lr=CFG.lr)
        steps = CFG.epochs * ((len(trn) + CFG.batch_size - 1) // CFG.batch_size)
        scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=CFG.lr, total_steps=steps)
        for epoch in range(CFG.epochs):
            loss = train_one_epoch(model, cats[trn], conts[trn], y[trn], optimizer, scheduler, CFG, y_mean)
        oof[val] = valid_one_epoch(model, cats[val], conts[val], y_mean)
        print(f"fold {fold}: train mse {loss:.4f} valid RMSPE {rmspe(oof[val], y[val].numpy()):.4f}"
              f" ({time.time() - t0:.1f}s)")
        sample = val[:512]
        scores = embedding_saliency(model, cats[sample], conts[sample])
        print("  field saliency: " + ", ".join(f"{k} {v:.3f}" for k, v in sorted(scores.items(), key=lambda kv: -kv[1])))
    mask = ~np.isnan(oof)
    print(f"OOF RMSPE {rmspe(oof[mask], y.numpy()[mask]):.4f}")


if __name__ == "__main__":
    main()
