import numpy as np
import torch

from .data import make_customers, roc_auc, stratified_folds
from .engine import fit_fold
from .infer import predict

PARAMS = {"hidden": 64, "dropout": 0.2, "lr": 3e-3, "epochs": 15, "batch_size": 128,
          "patience": 4, "folds": 5}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = make_customers(2000)
    x_test, y_test = make_customers(600, seed=1)
    mean, std = x.mean(0), x.std(0) + 1e-6
    x, x_test = (x - mean) / std, (x_test - mean) / std

    folds = stratified_folds(y, PARAMS["folds"])
    oof = np.zeros(len(y), dtype=np.float32)
    test_pred = np.zeros(len(y_test), dtype=np.float32)
    for k in range(PARAMS["folds"]):
        tr, va = folds != k, folds == k
        model, auc = fit_fold(x[tr], y[tr], x[va], y[va], PARAMS)
        oof[va] = predict(model, x[va])
        test_pred += predict(model, x_test) / PARAMS["folds"]
        print(f"fold {k} best valid auc {auc:.4f}")
    print(f"oof auc {roc_auc(y, oof):.4f}  test auc {roc_auc(y_test, test_pred):.4f}")


if __name__ == "__main__":
    main()
