import numpy as np
import torch

from .config import CFG
from .engine import train_one_epoch, valid_one_epoch
from .model import SpanExtractor
from .tweets import make_tweets, pretrained_matrix
from .utils import Timer, seed_everything, set_embedding_trainable

torch.set_num_threads(1)


def main():
    seed_everything(CFG.seed)
    ids, sent, start, end, _ = make_tweets(CFG.seed)
    ids, sent, start, end = map(torch.from_numpy, (ids, sent, start, end))
    matrix = pretrained_matrix(CFG.seed)
    folds = np.random.default_rng(CFG.seed).permutation(len(ids)) % CFG.n_folds
    scores = []
    for fold in range(CFG.n_folds):
        trn = torch.from_numpy(np.where(folds != fold)[0])
        val = torch.from_numpy(np.where(folds == fold)[0])
        model = SpanExtractor(matrix)
        optimizer = torch.optim.AdamW(model.parameters(), lr=CFG.lr, weight_decay=1e-4)
        best = 0.0
        for epoch in range(CFG.epochs):
            timer = Timer()
            set_embedding_trainable(model, epoch >= CFG.freeze_epochs)
            loss, trn_jac, emb_gn = train_one_epoch(model, optimizer, (ids[trn], sent[trn], start[trn], end[trn]))
            val_jac = valid_one_epoch(model, (ids[val], sent[val], start[val], end[val]))
            best = max(best, val_jac)
            print(f"fold {fold} epoch {epoch} loss {loss:.3f} train jaccard {trn_jac:.3f} "
                  f"valid jaccard {val_jac:.3f} emb grad {emb_gn:.4f} [{timer}]")
        scores.append(best)
    print(f"CV jaccard {np.mean(scores):.4f}")


if __name__ == "__main__":
    main()
