# %% [markdown]
# ## Lookout smoke reports: which ones are real fires?

# %%
import torch

from .sightings import make_reports, split, FEATURES
from .net import SmokeNet
from .priors import init_output_bias
from .fit import run_epochs, scores

torch.manual_seed(5)
torch.set_num_threads(1)

# %%
X, y = make_reports(4000)
(Xtr, ytr), (Xva, yva) = split(X, y)
print(len(FEATURES), "features; fire rate train %.3f valid %.3f" % (ytr.mean(), yva.mean()))

# %%
show = lambda tag, d: print(tag, "  ".join(f"{k} {v:.3f}" for k, v in d.items()))
every3 = lambda ep, l: print(f"    ep {ep:2d} bce {l:.4f}") if ep % 3 == 0 else None

# %% first try: default init
net = SmokeNet(len(FEATURES), hidden=32)
opt = torch.optim.Adam(net.parameters(), lr=1e-3)
net = run_epochs(net, opt, Xtr, ytr, epochs=9, log=every3)
show("default init:", scores(net, Xva, yva))

# %% with pos_weight to push recall up
net = SmokeNet(len(FEATURES), hidden=32)
opt = torch.optim.Adam(net.parameters(), lr=1e-3)
pw = (1 - ytr.mean()) / ytr.mean()
net = run_epochs(net, opt, Xtr, ytr, epochs=9, pos_weight=pw.sqrt(), log=every3)
show("pos_weight sqrt:", scores(net, Xva, yva))

# %% bigger model, output bias initialised at the base rate
net = SmokeNet(len(FEATURES), hidden=64, p_drop=0.2)
b0 = init_output_bias(net, ytr)
print("bias init %.3f" % b0)
opt = torch.optim.Adam(net.parameters(), lr=1e-3)
net = run_epochs(net, opt, Xtr, ytr, epochs=9, log=every3)
show("bias init:", scores(net, Xva, yva))

# %%
with torch.no_grad():
    net.eval()
    p = torch.sigmoid(net(Xva))
top = p.argsort(descending=True)[:20]
print("precision in the 20 most confident reports: %.2f" % yva[top].mean().item())
