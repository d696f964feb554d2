import numpy as np
import torch

from .clicks import make_competition, roc_auc
from .config import CFG
from .engine import inference, train_one_epoch
from .model import ClickNet
from .pseudo import student_epoch

torch.set_num_threads(1)


def cv_round(X, y, X_test, folds, teachers=None):
    oof = np.zeros(len(X), dtype=np.float32)
    fold_models = []
    for k in range(CFG["n_folds"]):
        trn = torch.from_numpy(np.where(folds != k)[0])
        val = np.where(folds == k)[0]
        model = ClickNet()
        optimizer = torch.optim.Adam(model.parameters(), lr=CFG["lr"])
        if teachers is None:
            for epoch in range(CFG["epochs"]):
                loss = train_one_epoch(model, optimizer, X[trn], y[trn])
        else:
            for epoch in range(CFG["pl_epochs"]):
                loss = student_epoch(model, optimizer, teachers[k], X[trn], y[trn], X_test)
        oof[val] = inference([model], X[val])
        print(f"  fold {k}: last loss {loss:.4f} valid AUC {roc_auc(y[val].numpy(), oof[val]):.4f}")
        fold_models.append(model)
    return fold_models, oof


def main():
    torch.manual_seed(CFG["seed"])
    X, y, X_test, y_test = map(torch.from_numpy, make_competition(CFG["seed"]))
    folds = np.random.default_rng(CFG["seed"]).permutation(len(X)) % CFG["n_folds"]
    print("round 0 (labeled only)")
    models, oof = cv_round(X, y, X_test, folds)
    print(f"round 0 OOF AUC {roc_auc(y.numpy(), oof):.4f}  test AUC {roc_auc(y_test.numpy(), inference(models, X_test)):.4f}")
    for r in range(1, CFG["pl_rounds"] + 1):
        print(f"round {r} (pseudo labels from round {r - 1})")
        models, oof = cv_round(X, y, X_test, folds, teachers=models)
        print(f"round {r} OOF AUC {roc_auc(y.numpy(), oof):.4f}  test AUC {roc_auc(y_test.numpy(), inference(models, X_test)):.4f}")


if __name__ == "__main__":
    main()
