"""LANL Earthquake Prediction: time_to_failure from 1-D acoustic segments (synthetic lab quakes).

1D-CNN on raw segments, 4-fold CV, fold ensemble + TTA (polarity flip / time reversal) at inference.
"""
import time

import numpy as np
import torch
import torch.nn as nn


class CFG:
    seed = 8
    n_cycles = 8
    cycle_len = 60          # segments per lab-quake cycle
    seg_len = 256
    n_test = 600
    n_folds = 4
    epochs = 8
    batch_size = 32
    lr = 2e-3
    tta = ("none", "flip", "reverse")
    verbose = 1


torch.set_num_threads(1)
torch.manual_seed(CFG.seed)
rng = np.random.default_rng(CFG.seed)


def make_segment(ttf, rng):
    """Acoustic emission: background noise plus impulsive bursts that get larger and more
    frequent as time_to_failure -> 0."""
    x = rng.normal(0, 1.0, CFG.seg_len)
    rate = 0.5 + 6.0 * np.exp(-ttf / 2.0)
    for _ in range(rng.poisson(rate)):
        c = rng.integers(0, CFG.seg_len - 16)
        amp = rng.normal(0, 3 + 10 * np.exp(-ttf / 3.0))
        x[c:c + 16] += amp * np.exp(-np.arange(16) / 4) * np.sin(np.arange(16) * 1.3)
    return x.astype(np.float32)


def make_train():
    X, y, cycle = [], [], []
    for c in range(CFG.n_cycles):
        length = rng.uniform(8, 14)
        for ttf in np.linspace(length, 0.05, CFG.cycle_len):
            X.append(make_segment(ttf, rng))
            y.append(ttf)
            cycle.append(c)
    return np.stack(X)[:, None, :], np.array(y, dtype=np.float32), np.array(cycle)


def make_test():
    ttf = rng.uniform(0.05, rng.uniform(8, 14, CFG.n_test)).astype(np.float32)
    return np.stack([make_segment(t, rng) for t in ttf])[:, None, :], ttf


class QuakeCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(1, 16, 7, stride=2, padding=3), nn.BatchNorm1d(16), nn.ReLU(),
            nn.Conv1d(16, 32, 5, stride=2, padding=2), nn.BatchNorm1d(32), nn.ReLU(),
            nn.Conv1d(32, 32, 5, stride=2, padding=2), nn.BatchNorm1d(32), nn.ReLU(),
        )
        self.head = nn.Sequential(nn.Linear(64, 32), nn.ReLU(), nn.Linear(32, 1))

    def forward(self, x):
        h = self.conv(x)
        h = torch.cat([h.mean(-1), h.amax(-1)], dim=1)
        return self.head(h)


def apply_tta(x, mode):
    if mode == "flip":
        return -x
    if mode == "reverse":
        return x.flip(-1)
    return x


def train_one_epoch(model, optimizer, X, y):
    model.train()
    crit = nn.L1Loss()
    idx = rng.permutation(len(X))
    losses = []
    for s in range(0, len(idx), CFG.batch_size):
        b = idx[s:s + CFG.batch_size]
        xb, yb = torch.from_numpy(X[b]), torch.from_numpy(y[b])
        xb = apply_tta(xb, rng.choice(CFG.tta))          # same transforms as train-time aug
        optimizer.zero_grad()
        loss = crit(model(xb).squeeze(1), yb)
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    return float(np.mean(losses))


@torch.no_grad()
def valid_one_epoch(model, X, y):
    model.eval()
    pred = model(torch.from_numpy(X)).squeeze(1).numpy()
    return float(np.abs(pred - y).mean()), pred


def inference(models, X_test):
    preds = np.zeros(len(X_test), dtype=np.float32)
    for model in models:
        model.eval()
        for s in range(0, len(X_test), 64):
            xb = torch.from_numpy(X_test[s:s + 64])
            views = [model(apply_tta(xb, mode)).squeeze(1) for mode in CFG.tta]
            preds[s:s + 64] += torch.stack(views).mean(0).detach().numpy() / len(models)
    return preds


def main():
    X, y, cycle = make_train()
    X_test, y_test = make_test()
    oof = np.zeros_like(y)
    models = []
    for fold in range(CFG.n_folds):
        val_mask = cycle % CFG.n_folds == fold          # group by earthquake cycle
        model = QuakeCNN()
        optimizer = torch.optim.Adam(model.parameters(), lr=CFG.lr)
        scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=3, gamma=0.5)
        best, best_state = np.inf, None
        for epoch in range(CFG.epochs):
            trn_mae = train_one_epoch(model, optimizer, X[~val_mask], y[~val_mask])
            val_mae, pred = valid_one_epoch(model, X[val_mask], y[val_mask])
            scheduler.step()
            if CFG.verbose:
                print(f"fold {fold} epoch {epoch} train MAE {trn_mae:.3f} valid MAE {val_mae:.3f}")
            if val_mae < best:
                best, oof[val_mask] = val_mae, pred
                best_state = {k: v.clone() for k, v in model.state_dict().items()}
        model.load_state_dict(best_state)
        models.append(model)
    print(f"OOF MAE {np.abs(oof - y).mean():.3f} (predict-median {np.abs(np.median(y) - y).mean():.3f})")
    t0 = time.time()
    sub = inference(models, X_test)
    print(f"inference: {len(models)} folds x {len(CFG.tta)} TTA on {len(X_test)} segments in {time.time() - t0:.2f}s")
    print(f"test MAE {np.abs(sub - y_test).mean():.3f}")


if __name__ == "__main__":
    main()
