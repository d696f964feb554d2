# %% [markdown]
# Who wins the rally? GRU over the shot sequence.

# %%
import torch

from .rallies import make_rallies, SHOTS
from .model import RallyNet
from .loop import fit_epoch, accuracy

torch.manual_seed(2)
torch.set_num_threads(1)

# %%
data = make_rallies(3000)
kinds, feats, mask, won = data
print("rallies", kinds.shape[0], "max len", kinds.shape[1],
      "mean len %.1f" % mask.sum(1).float().mean(), "server wins %.2f" % won.mean())
perm = torch.randperm(len(won))
tr_idx, va_idx = perm[:2500], perm[2500:]

# %% mean pooling first
rally_net = RallyNet(pool="mean")
opt = torch.optim.Adam(rally_net.parameters(), lr=5e-3)
for ep in range(12):
    l = fit_epoch(rally_net, opt, data, tr_idx)
    if ep % 3 == 2:
        print(f"mean-pool ep {ep} bce {l:.4f} val acc {accuracy(rally_net, data, va_idx):.3f}")

# %% the end of the rally should matter most -> attention pooling
rally_net = RallyNet(pool="attn", hidden=48)
opt = torch.optim.Adam(rally_net.parameters(), lr=5e-3)
for ep in range(12):
    l = fit_epoch(rally_net, opt, data, tr_idx)
    if ep % 3 == 2:
        print(f"attn-pool ep {ep} bce {l:.4f} val acc {accuracy(rally_net, data, va_idx):.3f}")

# %% where does the attention look? (relative position from the end of the rally)
with torch.no_grad():
    rally_net.eval()
    _, w = rally_net(kinds[va_idx], feats[va_idx], mask[va_idx])
last = mask[va_idx].sum(1) - 1
share_last3 = torch.stack([w[i, max(0, int(last[i]) - 2): int(last[i]) + 1].sum()
                           for i in range(len(va_idx))]).mean()
print("attention mass on the last 3 shots: %.2f" % share_last3)
