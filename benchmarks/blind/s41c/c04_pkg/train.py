import numpy as np
import torch

from .config import CFG
from .engine import SmoothBCEwLogits, inference_fn, log_loss, train_fn, valid_fn
from .features import make_moa, multilabel_folds, rank_gauss
from .model import MoANet

torch.set_num_threads(1)


def run_training(fold, seed, X, y, X_test, folds, oof, predictions):
    torch.manual_seed(seed)
    trn, val = folds != fold, folds == fold
    x_tr, x_va = rank_gauss(X[trn], X[val])
    _, x_te = rank_gauss(X[trn], X_test)
    x_tr, x_va, x_te = map(torch.from_numpy, (x_tr, x_va, x_te))
    y_tr, y_va = torch.from_numpy(y[trn]), torch.from_numpy(y[val])

    model = MoANet(X.shape[1], CFG["n_targets"], CFG["hidden_sizes"], CFG["dropout"]).to(CFG["device"])
    optimizer = torch.optim.Adam(model.parameters(), lr=CFG["lr"], weight_decay=CFG["weight_decay"])
    steps = CFG["epochs"] * (len(x_tr) // CFG["batch_size"])
    scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=CFG["lr"] * 5, total_steps=steps,
                                                    pct_start=0.1, div_factor=1e3)
    loss_tr = SmoothBCEwLogits(smoothing=CFG["label_smoothing"])

    best_loss, bad_epochs, best_state = np.inf, 0, None
    for epoch in range(CFG["epochs"]):
        train_loss = train_fn(model, optimizer, scheduler, loss_tr, x_tr, y_tr, CFG["batch_size"], CFG["device"])
        valid_loss, valid_preds = valid_fn(model, x_va, y_va, CFG["device"])
        print(f"SEED {seed} FOLD {fold} EPOCH {epoch} train_loss {train_loss:.5f} valid_loss {valid_loss:.5f}")
        if valid_loss < best_loss:
            best_loss, bad_epochs = valid_loss, 0
            best_preds = valid_preds
            best_state = {k: v.clone() for k, v in model.state_dict().items()}
        else:
            bad_epochs += 1
            if bad_epochs >= CFG["early_stop"]:
                break
    oof[val] = best_preds
    model.load_state_dict(best_state)
    predictions += inference_fn(model, x_te, CFG["device"]) / (len(CFG["seeds"]) * CFG["n_folds"])


def main():
    X_all, y_all = make_moa(seed=123)
    X, y, X_test, y_test = X_all[:750], y_all[:750], X_all[750:], y_all[750:]
    oof = np.zeros_like(y)
    predictions = np.zeros((len(X_test), y.shape[1]), dtype=np.float32)
    for seed in CFG["seeds"]:
        folds = multilabel_folds(y, CFG["n_folds"], seed)
        oof_seed = np.zeros_like(y)
        for fold in range(CFG["n_folds"]):
            run_training(fold, seed, X, y, X_test, folds, oof_seed, predictions)
        oof += oof_seed / len(CFG["seeds"])
    prior = np.tile(y.mean(0), (len(y), 1))
    print(f"CV log_loss: {log_loss(y, oof):.5f} (prior baseline {log_loss(y, prior):.5f})")
    print(f"holdout log_loss: {log_loss(y_test, predictions):.5f}")


if __name__ == "__main__":
    main()
