# %% [markdown]
# ## Narrowboat passage times
# How long will tomorrow's stretch take? Shared trunk, one head per canal.

# %%
import torch

from .canals import make_passages, CANALS
from .model import PassageModel
from .training import fit, report

torch.manual_seed(6)
torch.set_num_threads(1)

# %%
X, canal, hours = make_passages()
log_h = hours.log()
cut = 3000
tr = slice(0, cut)
te = slice(cut, None)
print("passages", len(X), "| hours median %.1f, max %.1f" % (hours.median(), hours.max()))
print({c: int((canal == i).sum()) for i, c in enumerate(CANALS)})

# %%
n_params = lambda m: sum(p.numel() for p in m.parameters())

boat = PassageModel(width=32)
opt = torch.optim.Adam(boat.parameters(), lr=3e-3)
print("parameters:", n_params(boat))
boat = fit(boat, opt, X[tr], canal[tr], log_h[tr], epochs=12, tag="w32")
mape, within = report(boat, X[te], canal[te], hours[te])
print(f"test MAPE {100 * mape:.1f}%   within 30 min {within:.2f}")

# %% bigger trunk, lower lr, longer
boat = PassageModel(width=64)
opt = torch.optim.Adam(boat.parameters(), lr=1.5e-3)
print("parameters:", n_params(boat))
boat = fit(boat, opt, X[tr], canal[tr], log_h[tr], epochs=18, every=6, tag="w64")
mape, within = report(boat, X[te], canal[te], hours[te])
print(f"test MAPE {100 * mape:.1f}%   within 30 min {within:.2f}")

# %% per-canal error
for i, c in enumerate(CANALS):
    m = canal[te] == i
    mp, _ = report(boat, X[te][m], canal[te][m], hours[te][m])
    print(f"  {c:17s} MAPE {100 * mp:5.1f}%")
