import random

import numpy as np
import torch

from .config import CFG
from .engine import train_fn, valid_fn
from .model import ReadabilityModel
from .text import make_corpus, make_pretrained_vectors, pad_batch

torch.set_num_threads(1)


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def get_model(embedding_matrix):
    model = ReadabilityModel(CFG)
    model.load_embeddings(embedding_matrix, freeze=CFG["freeze_embeddings"])
    return model.to(CFG["device"])


def main():
    seed_everything(CFG["seed"])
    token_ids, target, difficulty = make_corpus(CFG["seed"])
    ids = pad_batch(token_ids)
    embedding_matrix = make_pretrained_vectors(difficulty, CFG["seed"])
    folds = np.random.default_rng(CFG["seed"]).permutation(len(ids)) % CFG["n_folds"]
    oof = np.zeros_like(target)
    for fold in range(CFG["n_folds"]):
        trn, val = folds != fold, folds == fold
        model = get_model(embedding_matrix)
        optimizer = torch.optim.AdamW(model.parameters(), lr=CFG["lr"], weight_decay=0.01)
        scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda s: max(0.1, 1 - s / 60))
        best = np.inf
        for epoch in range(CFG["epochs"]):
            trn_rmse = train_fn(model, ids[trn], target[trn], optimizer, scheduler)
            val_rmse, preds = valid_fn(model, ids[val], target[val])
            print(f"fold {fold} epoch {epoch} train rmse {trn_rmse:.4f} valid rmse {val_rmse:.4f}")
            if val_rmse < best:
                best, oof[val] = val_rmse, preds
    print(f"CV RMSE {np.sqrt(np.mean((oof - target) ** 2)):.4f} (std of target {target.std():.4f})")


if __name__ == "__main__":
    main()
