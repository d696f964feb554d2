import numpy as np
import torch

from .config import CFG
from .engine import best_threshold, get_embeddings, train_one_epoch
from .optim import build_everything
from .products import encode_labels, group_kfold, make_listings

torch.set_num_threads(1)
FOLD_SCORES = []


def run_fold(fold, titles, images, groups, folds, rng):
    trn, val = folds != fold, folds == fold
    labels_trn, n_trn_classes = encode_labels(groups[trn])
    steps = len(labels_trn) // CFG.batch_size
    model, optimizer, scheduler = build_everything(CFG, steps)
    # GroupKFold: the train split only holds part of the label groups
    model.reset_head(n_trn_classes)
    best = 0.0
    for epoch in range(CFG.epochs):
        loss = train_one_epoch(model, optimizer, scheduler, titles[trn], images[trn], labels_trn, rng)
        emb = get_embeddings(model, titles[val], images[val])
        th, f1 = best_threshold(emb, groups[val])
        best = max(best, f1)
        print(f"fold {fold} epoch {epoch} arcface loss {loss:.4f} valid F1 {f1:.4f} (threshold {th})")
    return best


def main():
    torch.manual_seed(CFG.seed)
    rng = np.random.default_rng(CFG.seed)
    titles, images, groups = make_listings(CFG.seed)
    folds = group_kfold(groups, CFG.n_folds, CFG.seed)
    for fold in range(CFG.n_folds):
        FOLD_SCORES.append(run_fold(fold, titles, images, groups, folds, rng))
    print(f"CV F1: {np.mean(FOLD_SCORES):.4f}  folds {np.round(FOLD_SCORES, 4)}")


if __name__ == "__main__":
    main()
