"""PLAsTiCC-style astronomical classification from multi-band light curves.

Feature MLP, 3-fold CV, every fold starts from the same initial weights so that the
fold models can be averaged into a uniform "model soup" at the end; flux-jitter TTA.
"""
import copy
import os
import random
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


class CFG:
    seed = 7
    n_objects = 1500
    n_test = 600
    n_bands = 6             # u g r i z y
    n_epochs_obs = 40
    classes = ["SNIa", "SNII", "RRL", "EB", "AGN", "Mira"]
    class_weights = [2.0, 1.0, 1.0, 1.0, 1.0, 1.0]   # the metric weighs SNIa double
    n_folds = 3
    epochs = 14
    batch_size = 64
    lr = 2e-3
    hidden = 128
    tta = 6
    tta_sigma = 0.03


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


# ---------------------------------------------------------------- data
def simulate_object(rng, label):
    t = np.sort(rng.uniform(0, 300, CFG.n_epochs_obs))
    band_eff = np.linspace(0.6, 1.4, CFG.n_bands)
    if label in (0, 1):                                    # transients
        t0, rise = rng.uniform(50, 250), (8 if label == 0 else 15)
        fall = 25 if label == 0 else 70
        base = np.where(t < t0, np.exp((t - t0) / rise), np.exp(-(t - t0) / fall))
        colour = band_eff ** (-1.5 if label == 0 else 0.5)
        flux = 100 * base[None] * colour[:, None]
    elif label in (2, 3, 5):                               # periodic variables
        period = {2: rng.uniform(0.3, 0.9), 3: rng.uniform(1, 5), 5: rng.uniform(80, 200)}[label]
        phase = 2 * np.pi * t / period
        shape = np.sin(phase) if label != 3 else -np.abs(np.sin(phase)) ** 8
        amp = {2: 30, 3: 50, 5: 80}[label]
        flux = 50 + amp * shape[None] * band_eff[:, None] ** (1.0 if label == 5 else 0.2)
    else:                                                   # AGN: red-noise walk
        walk = np.cumsum(rng.normal(0, 3, CFG.n_epochs_obs))
        flux = 60 + walk[None] * band_eff[:, None] ** -0.7
    flux = flux + rng.normal(0, 25, flux.shape)
    return flux


def light_curve_features(flux):
    mean = flux.mean(1)
    std = flux.std(1)
    peak = flux.max(1)
    skew = ((flux - mean[:, None]) ** 3).mean(1) / (std ** 3 + 1e-6)
    diff = np.abs(np.diff(flux, axis=1)).mean(1) / (std + 1e-6)
    colour = np.log1p(np.abs(peak[:-1])) - np.log1p(np.abs(peak[1:]))
    return np.concatenate([np.log1p(np.abs(mean)), np.log1p(std), skew, diff, colour])


def make_dataset(n, rng):
    y = rng.choice(len(CFG.classes), n, p=[0.2, 0.2, 0.15, 0.15, 0.15, 0.15])
    X = np.stack([light_curve_features(simulate_object(rng, c)) for c in y]).astype(np.float32)
    return X, y


def stratified_folds(y, n_folds, seed):
    rng = np.random.default_rng(seed)
    folds = np.zeros(len(y), dtype=int)
    for c in np.unique(y):
        idx = np.where(y == c)[0]
        rng.shuffle(idx)
        folds[idx] = np.arange(len(idx)) % n_folds
    return folds


# ---------------------------------------------------------------- model / metric
class LightCurveMLP(nn.Module):
    def __init__(self, n_in, n_out, hidden):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(n_in, hidden), nn.BatchNorm1d(hidden), nn.SiLU(), nn.Dropout(0.2),
            nn.Linear(hidden, hidden), nn.BatchNorm1d(hidden), nn.SiLU(), nn.Dropout(0.2),
            nn.Linear(hidden, n_out),
        )

    def forward(self, x):
        return self.net(x)


def weighted_logloss(logits, target, weights):
    """Competition metric: class-weighted mean of per-class mean log-losses."""
    logp = F.log_softmax(logits, -1)
    nll = -logp.gather(1, target[:, None]).squeeze(1)
    onehot = F.one_hot(target, logits.shape[1]).float()
    per_class = (onehot * nll[:, None]).sum(0) / onehot.sum(0).clamp(min=1)
    return (per_class * weights).sum() / weights[onehot.sum(0) > 0].sum()


# ---------------------------------------------------------------- loops
def train_one_epoch(net, X, y, opt, sched, w):
    net.train()
    perm = torch.randperm(len(X))
    epoch_loss = torch.zeros(())
    for i in range(0, len(X), CFG.batch_size):
        idx = perm[i:i + CFG.batch_size]
        if len(idx) < 2:
            continue
        batch_loss = weighted_logloss(net(X[idx]), y[idx], w)
        opt.zero_grad(set_to_none=True)
        batch_loss.backward()
        opt.step()
        sched.step()
        epoch_loss += batch_loss.detach() * len(idx)
    return (epoch_loss / len(X)).item()


@torch.no_grad()
def valid_one_epoch(net, X, y, w):
    net.eval()
    logits = net(X)
    return weighted_logloss(logits, y, w).item(), logits.softmax(-1).numpy()


def inference(net, X, n_tta):
    net.eval()
    probs = 0
    with torch.inference_mode():
        for k in range(n_tta):
            jitter = 1.0 + CFG.tta_sigma * torch.randn_like(X) if k else torch.ones_like(X)
            probs = probs + net(X * jitter).softmax(-1)
    return (probs / n_tta).numpy()


def cook_soup(template, ingredients):
    """Uniform soup: average the weights of the fold models into one network."""
    soup = copy.deepcopy(template)
    with torch.no_grad():
        for name, p in soup.named_parameters():
            p.copy_(torch.stack([sd[name] for sd in ingredients]).mean(0))
        for name, b in soup.named_buffers():
            if b.dtype.is_floating_point:
                b.copy_(torch.stack([sd[name] for sd in ingredients]).mean(0))
    return soup


def main():
    seed_everything()
    torch.set_num_threads(1)
    rng = np.random.default_rng(CFG.seed)
    X_np, y_np = make_dataset(CFG.n_objects, rng)
    Xt_np, yt_np = make_dataset(CFG.n_test, rng)
    mu, sd = X_np.mean(0), X_np.std(0) + 1e-6
    X = torch.from_numpy((X_np - mu) / sd)
    Xt = torch.from_numpy((Xt_np - mu) / sd)
    y, yt = torch.from_numpy(y_np), torch.from_numpy(yt_np)
    w = torch.tensor(CFG.class_weights)
    folds = stratified_folds(y_np, CFG.n_folds, CFG.seed)

    init_net = LightCurveMLP(X.shape[1], len(CFG.classes), CFG.hidden)
    oof = np.zeros((len(X), len(CFG.classes)), dtype=np.float32)
    test_probs, ingredients = [], []
    for fold in range(CFG.n_folds):
        t0 = time.time()
        trn, val = np.where(folds != fold)[0], np.where(folds == fold)[0]
        net = copy.deepcopy(init_net)                     # shared init, needed for the soup
        opt = torch.optim.AdamW(net.parameters(), lr=CFG.lr, weight_decay=1e-4)
        steps = CFG.epochs * ((len(trn) + CFG.batch_size - 1) // CFG.batch_size)
        sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=CFG.lr, total_steps=steps)
        for epoch in range(CFG.epochs):
            trn_loss = train_one_epoch(net, X[trn], y[trn], opt, sched, w)
        val_loss, oof[val] = valid_one_epoch(net, X[val], y[val], w)
        test_probs.append(inference(net, Xt, CFG.tta))
        ingredients.append({k: v.detach().clone() for k, v in net.state_dict().items()})
        print(f"fold {fold}: train {trn_loss:.4f} valid {val_loss:.4f} ({time.time() - t0:.1f}s)")

    oof_loss = weighted_logloss(torch.log(torch.from_numpy(oof) + 1e-9), y, w).item()
    ens = np.mean(test_probs, 0)
    ens_loss = weighted_logloss(torch.log(torch.from_numpy(ens) + 1e-9), yt, w).item()
    soup = cook_soup(init_net, ingredients)
    soup_probs = inference(soup, Xt, CFG.tta)
    soup_loss = weighted_logloss(torch.log(torch.from_numpy(soup_probs) + 1e-9), yt, w).item()
    print(f"OOF weighted logloss {oof_loss:.4f}")
    print(f"test: fold ensemble {ens_loss:.4f} acc {(ens.argmax(1) == yt_np).mean():.3f} | "
          f"soup {soup_loss:.4f} acc {(soup_probs.argmax(1) == yt_np).mean():.3f}")


if __name__ == "__main__":
    main()
