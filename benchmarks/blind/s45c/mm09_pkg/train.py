# %% [markdown]
# # Biathlon: probability that a shot hits
# Logistic baseline vs MLP, calibration check.

# %%
import torch

from .range_log import make_shots, COLUMNS
from .model import HitModel
from .engine import train_one_epoch, predict_proba
from .calib import brier, log_loss, reliability

torch.manual_seed(9)
torch.set_num_threads(1)

# %%
X, y = make_shots()
athlete_split = int(0.8 * len(X))
X_tr, y_tr, X_va, y_va = X[:athlete_split], y[:athlete_split], X[athlete_split:], y[athlete_split:]
print(f"shots {len(X)}  features {len(COLUMNS)}  hit rate {y.mean():.3f}")

# %% depth-0 "logistic regression"
clf = HitModel(depth=0)
opt = torch.optim.SGD(clf.parameters(), lr=0.5)
for ep in range(10):
    tl = train_one_epoch(clf, opt, X_tr, y_tr)
p_va = predict_proba(clf, X_va)
print(f"logistic  train {tl:.4f}  val logloss {log_loss(p_va, y_va):.4f}  brier {brier(p_va, y_va):.4f}")

# %% MLP
clf = HitModel(width=32, depth=2)
opt = torch.optim.Adam(clf.parameters(), lr=2e-3)
best = (9.9, -1)
for ep in range(12):
    tl = train_one_epoch(clf, opt, X_tr, y_tr)
    p_va = predict_proba(clf, X_va)
    ll = log_loss(p_va, y_va)
    best = min(best, (ll, ep))
    if ep % 3 == 2:
        print(f"mlp ep {ep:2d}  train {tl:.4f}  val logloss {ll:.4f}  brier {brier(p_va, y_va):.4f}")
print("best val logloss %.4f at epoch %d" % best)

# %% peek at a few predictions
print(p_va[:6])

# %% calibration table
for rng, mean_p, freq, cnt in reliability(p_va, y_va):
    print(f"  p in {rng}: predicted {mean_p:.3f} observed {freq:.3f}  (n={cnt})")

# %% standing vs prone at high heart rate
hot = X_va[:, 0] > 0.5
for name, m in [("prone", hot & (X_va[:, 1] == 0)), ("standing", hot & (X_va[:, 1] == 1))]:
    print(f"{name:8s} HR high: predicted {p_va[m].mean():.3f} observed {y_va[m].mean():.3f}")
