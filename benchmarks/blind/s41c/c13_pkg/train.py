import numpy as np
import torch

from .buildings import make_readings
from .config import CFG
from .engine import predict, rmsle_from_log, train_one_epoch
from .model import EnergyNet, init_output_bias

torch.set_num_threads(1)


def build_model(y_train):
    model = EnergyNet(n_num=2)
    if CFG["init_bias_to_mean"]:
        init_output_bias(model, y_train.mean())
    return model


def main():
    torch.manual_seed(CFG["seed"])
    cats, nums, y, day = make_readings(CFG["seed"])
    print(f"{len(y)} readings, log1p target mean {y.mean():.3f}")
    fold = (day * CFG["n_folds"]) // CFG["n_days"]
    tc, tn, ty = torch.from_numpy(cats), torch.from_numpy(nums), torch.from_numpy(y)
    oof = np.zeros_like(y)
    for k in range(CFG["n_folds"]):
        trn = torch.from_numpy(np.where(fold != k)[0])
        val = np.where(fold == k)[0]
        model = build_model(y[trn.numpy()])
        optimizer = torch.optim.Adam(model.parameters(), lr=CFG["lr"])
        for epoch in range(CFG["epochs"]):
            trn_rmsle = train_one_epoch(model, optimizer, tc[trn], tn[trn], ty[trn], CFG["batch_size"])
            oof[val] = predict(model, tc[val], tn[val])
            print(f"fold {k} epoch {epoch} train RMSLE {trn_rmsle:.4f} valid RMSLE {rmsle_from_log(y[val], oof[val]):.4f}")
    print(f"CV RMSLE {rmsle_from_log(y, oof):.4f}")


if __name__ == "__main__":
    main()
