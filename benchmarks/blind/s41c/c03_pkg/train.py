import copy
import random
import warnings

import numpy as np
import torch
from torch.utils.data import DataLoader

from .config import CFG
from .data import PetDataset, make_pets
from .engine import rmse, train_one_epoch, valid_one_epoch
from .infer import inference
from .model import PawpularityModel

warnings.filterwarnings("ignore")
torch.set_num_threads(1)


def seed_torch(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def run_fold(fold, folds, imgs, meta, y, oof):
    trn, val = folds != fold, folds == fold
    train_dl = DataLoader(PetDataset(imgs[trn], meta[trn], y[trn], train=True),
                          batch_size=CFG.batch_size, shuffle=True, drop_last=True)
    valid_dl = DataLoader(PetDataset(imgs[val], meta[val], y[val]), batch_size=64)
    model = PawpularityModel(CFG.n_meta).to(CFG.device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=CFG.lr)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(
        optimizer, T_max=CFG.epochs * len(train_dl), eta_min=CFG.min_lr)
    scaler = torch.cuda.amp.GradScaler(enabled=CFG.amp)
    best_score, best_state = np.inf, None
    for epoch in range(CFG.epochs):
        trn_loss = train_one_epoch(model, train_dl, optimizer, scheduler, scaler)
        score, preds = valid_one_epoch(model, valid_dl)
        if CFG.verbose:
            print(f"[fold {fold}] epoch {epoch} bce {trn_loss:.4f} val_rmse {score:.3f}")
        if score < best_score:
            best_score, best_state = score, copy.deepcopy(model.state_dict())
            oof[val] = preds
    model.load_state_dict(best_state)
    return model, best_score


def main():
    seed_torch(CFG.seed)
    rng = np.random.default_rng(CFG.seed)
    imgs, meta, y = make_pets(CFG.n_train, rng)
    test_imgs, test_meta, test_y = make_pets(CFG.n_test, rng)
    folds = rng.permutation(np.arange(CFG.n_train) % CFG.n_folds)

    oof = np.zeros(CFG.n_train, dtype=np.float32)
    models = []
    for fold in range(CFG.n_folds):
        model, score = run_fold(fold, folds, imgs, meta, y, oof)
        models.append(model)
    print(f"CV RMSE: {rmse(y, oof):.3f}  (predict-mean baseline {rmse(y, np.full_like(y, y.mean())):.3f})")

    test_dl = DataLoader(PetDataset(test_imgs, test_meta), batch_size=64)
    with torch.inference_mode():
        sub = inference(models, test_dl, CFG.tta, CFG.device)
    print(f"test RMSE (ensemble of {len(models)} folds x {len(CFG.tta)} TTA): {rmse(test_y, sub):.3f}")
    print("submission head:", np.round(sub[:5], 1))


if __name__ == "__main__":
    main()
