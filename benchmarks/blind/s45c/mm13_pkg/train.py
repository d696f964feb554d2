# %% [markdown]
# ## Where does the dart land?
# Predict the landing offset from the throw sensors, to coach the release.

# %%
import torch

from .throws import make_throws
from .model import DartNet
from .loop import train_epoch, radial_error
from .diagnostics import weight_norm

torch.manual_seed(1)
torch.set_num_threads(1)

# %%
X, Y = make_throws()
Xtr, Ytr, Xte, Yte = X[:3200], Y[:3200], X[3200:], Y[3200:]
print("throws", len(X), "| mean radial miss %.1f mm" % Y.norm(dim=1).mean())
aim_mean = lambda: (Yte - Ytr.mean(0)).norm(dim=1).mean().item()
print("always predicting the mean offset: %.2f mm" % aim_mean())

# %%
darts = DartNet(hidden=48)
sgd = torch.optim.SGD(darts.parameters(), lr=0.01, momentum=0.9)
for ep in range(10):
    mse, g = train_epoch(darts, sgd, Xtr, Ytr)
    if ep % 3 == 0 or ep == 9:
        r, hit = radial_error(darts, Xte, Yte)
        print(f"ep {ep} mse {mse:7.2f}  grad body {g['body']:.2f} out {g['out']:.2f}"
              f"  test radial {r:.2f} mm  within 8mm {hit:.2f}  |w| {weight_norm(darts):.2f}")

# %% deeper, Adam
darts = DartNet(hidden=96, depth=3)
adam = torch.optim.Adam(darts.parameters(), lr=2e-3)
for ep in range(10):
    mse, g = train_epoch(darts, adam, Xtr, Ytr)
    if ep % 3 == 0 or ep == 9:
        r, hit = radial_error(darts, Xte, Yte)
        print(f"[deep] ep {ep} mse {mse:7.2f}  test radial {r:.2f} mm  within 8mm {hit:.2f}")
