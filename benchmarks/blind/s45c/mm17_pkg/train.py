# %% [markdown]
# # GOE prediction for jumps
# Does the tracking data agree with the panel?

# %%
import torch

from .jumps import make_jumps, JUMPS
from .judge_net import PanelNet
from .losses import LOSSES
from .fitting import fit, panel_metrics

torch.manual_seed(3)
torch.set_num_threads(1)

# %%
x, y = make_jumps()
x_tr, y_tr, x_te, y_te = x[:4000], y[:4000], x[4000:], y[4000:]
print("jumps", len(x), "| GOE histogram", torch.bincount(y, minlength=11).tolist())
show = lambda tag, m: print(f"{tag:10s} test GOE MAE {m[0]:.3f}  exact {m[1]:.3f}  off by >=2 {m[2]:.3f}")

# %% cross-entropy
judge = PanelNet(64)
opt = torch.optim.Adam(judge.parameters(), lr=2e-3)
h = fit(judge, opt, x_tr, y_tr, LOSSES["ce"])
print("ce train curve", [round(v, 3) for v in h[::2]])
show("ce", panel_metrics(judge, x_te, y_te))

# %% + expected-grade distance term, wider net
judge = PanelNet(128)
opt = torch.optim.Adam(judge.parameters(), lr=2e-3)
h = fit(judge, opt, x_tr, y_tr, LOSSES["ce+dist"])
show("ce+dist", panel_metrics(judge, x_te, y_te))

# %% fine-tune directly on the federation metric
opt = torch.optim.Adam(judge.parameters(), lr=5e-4)
h = fit(judge, opt, x_tr, y_tr, LOSSES["goe_mae"], epochs=4)
print("goe_mae train curve", [round(v, 3) for v in h])
show("finetuned", panel_metrics(judge, x_te, y_te))

# %% per jump
for k, name in enumerate(JUMPS):
    m = x_te[:, 6 + k] == 1
    print(f"  {name:8s} GOE MAE {panel_metrics(judge, x_te[m], y_te[m])[0]:.3f}")
