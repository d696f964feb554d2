import random
import warnings

import numpy as np
import torch
from torch.utils.data import DataLoader

from .config import CFG
from .dataset import BreathDataset, get_folds, simulate_breaths
from .engine import train_one_epoch, valid_one_epoch
from .model import CustomModel, masked_l1

warnings.filterwarnings("ignore")
torch.set_num_threads(1)


def seed_everything(seed=42):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


class EarlyStopping:
    def __init__(self, patience):
        self.patience, self.best, self.counter, self.best_state = patience, np.inf, 0, None

    def __call__(self, score, model):
        if score < self.best:
            self.best, self.counter = score, 0
            self.best_state = {k: v.detach().clone() for k, v in model.state_dict().items()}
            return False
        self.counter += 1
        return self.counter >= self.patience


def train_loop(X, y, u_out, folds, fold, oof):
    trn_idx, val_idx = np.where(folds != fold)[0], np.where(folds == fold)[0]
    train_loader = DataLoader(BreathDataset(X[trn_idx], y[trn_idx], u_out[trn_idx]),
                              batch_size=CFG.batch_size, shuffle=True, drop_last=True)
    valid_loader = DataLoader(BreathDataset(X[val_idx], y[val_idx], u_out[val_idx]),
                              batch_size=CFG.batch_size * 2, shuffle=False)

    model = CustomModel(CFG).to(CFG.device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=CFG.lr, weight_decay=CFG.weight_decay)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(
        optimizer, max_lr=CFG.lr, total_steps=CFG.epochs * len(train_loader))
    scaler = torch.cuda.amp.GradScaler(enabled=CFG.apex)
    stopper = EarlyStopping(CFG.patience)

    for epoch in range(CFG.epochs):
        avg_loss, avg_norm = train_one_epoch(fold, epoch, train_loader, model, masked_l1,
                                             optimizer, scheduler, scaler)
        val_loss, preds = valid_one_epoch(valid_loader, model, masked_l1)
        print(f"Epoch {epoch + 1} - avg_train_loss: {avg_loss:.4f} grad_norm: {avg_norm:.2f} "
              f"avg_val_loss: {val_loss:.4f}")
        if stopper(val_loss, model):
            break
        oof[val_idx] = preds
    return stopper.best


def main():
    seed_everything(CFG.seed)
    X, y, u_out = simulate_breaths(CFG.n_breaths, CFG.seq_len, CFG.seed)
    folds = get_folds(len(X), CFG.n_folds, CFG.seed)
    oof = np.zeros_like(y)
    scores = []
    for fold in CFG.trn_fold:
        scores.append(train_loop(X, y, u_out, folds, fold, oof))
        print(f"========== fold: {fold} result: {scores[-1]:.4f} ==========")
    mask = u_out == 0
    cv = np.abs(oof - y)[mask].mean()
    print(f"CV (inspiratory MAE): {cv:.4f}")


if __name__ == "__main__":
    main()
