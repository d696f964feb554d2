# %% [markdown]
# # Switch force curves: actuation and tactile bump from the spec sheet

# %%
import torch
from torch import nn

from .switches import make_switches, STEMS
from .model import ForceNet
from .constraints import monotone_ok
from .fitting import fit, errors

torch.manual_seed(19)
torch.set_num_threads(1)

# %%
data = make_switches()
stem, num, y = data
perm = torch.randperm(len(stem))
tr, te = perm[:2400], perm[2400:]
print("switches", len(stem), "| actuation gf %.1f +- %.1f | bump gf %.1f"
      % (y[:, 0].mean(), y[:, 0].std(), y[:, 1].mean()))

# %% model, with output bias started at the mean force and the 'unknown' stem at zero
sw = ForceNet()
with torch.no_grad():
    sw.out.bias.copy_(y[tr].mean(0))
nn.init.zeros_(sw.stem.weight[0])
opt = torch.optim.Adam(sw.parameters(), lr=3e-3)
sw = fit(sw, opt, data, tr, tag="h48")
a, b = errors(sw, data, te)
print(f"test MAE actuation {a:.2f} gf  bump {b:.2f} gf  monotone in spring: {monotone_ok(sw)}")

# %% bigger, embedding 12
sw = ForceNet(emb=12, hidden=96)
with torch.no_grad():
    sw.out.bias.copy_(y[tr].mean(0))
nn.init.zeros_(sw.stem.weight[0])
opt = torch.optim.Adam(sw.parameters(), lr=2e-3)
sw = fit(sw, opt, data, tr, epochs=16, tag="h96")
a, b = errors(sw, data, te)
print(f"test MAE actuation {a:.2f} gf  bump {b:.2f} gf  monotone in spring: {monotone_ok(sw)}")

# %% sanity: sweep spring rating for a tactile stem
sweep = torch.linspace(-1.5, 1.5, 5)
num_s = torch.stack([sweep, torch.zeros(5), torch.zeros(5), torch.zeros(5)], 1)
with torch.no_grad():
    f = sw(torch.full((5,), STEMS.index("tactile")), num_s)
print("actuation along spring sweep:", [round(v, 1) for v in f[:, 0].tolist()])
print("embedding row norms:", [round(v, 2) for v in sw.stem.weight.norm(dim=1).tolist()])
