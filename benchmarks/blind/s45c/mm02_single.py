# %% [markdown]
# Kefir batches: predict pH after fermentation from the grain/milk log.
# Exported from kefir_ph.ipynb

# %%
import math
import time

import torch
from torch import nn

torch.manual_seed(3)
torch.set_num_threads(1)

# %% synthetic batch log
N = 1600
grain_ratio = torch.rand(N) * 0.09 + 0.01          # g grains per g milk
fat = torch.rand(N) * 3.5 + 0.5                    # % milk fat
room_c = torch.rand(N) * 10 + 17                   # deg C
hours = torch.rand(N) * 36 + 12
stirred = (torch.rand(N) < 0.4).float()
goat = (torch.rand(N) < 0.25).float()

rate = 0.9 * torch.log1p(60 * grain_ratio) * torch.exp(0.07 * (room_c - 22))
drop = 2.2 * (1 - torch.exp(-rate * hours / 24))
ph = 6.6 - drop - 0.04 * fat + 0.12 * goat - 0.08 * stirred + 0.06 * torch.randn(N)

X = torch.stack([grain_ratio * 10, fat / 4, (room_c - 22) / 5, hours / 48,
                 stirred, goat], dim=1)
y = ph.unsqueeze(1)
y_mu, y_sd = y.mean().item(), y.std().item()
y = (y - y_mu) / y_sd                              # work in standardised units
cut = int(0.8 * N)
Xtr, ytr, Xva, yva = X[:cut], y[:cut], X[cut:], y[cut:]
print("train", tuple(Xtr.shape), "valid", tuple(Xva.shape),
      "pH range %.2f-%.2f" % (ph.min().item(), ph.max().item()))

# %%
def make_net(width=32):
    return nn.Sequential(nn.Linear(6, width), nn.SiLU(),
                         nn.Linear(width, width), nn.SiLU(),
                         nn.Linear(width, 1))


rmse = lambda a, b: math.sqrt(((a - b) ** 2).mean().item()) * y_sd   # in pH units

# %% baseline: plain mini-batch Adam, micro-batches of 16 accumulated 4 at a time
net = make_net(32)
opt = torch.optim.Adam(net.parameters(), lr=3e-3)
MICRO, ACCUM = 16, 4
flush = lambda: (opt.step(), opt.zero_grad(set_to_none=True))
mse = nn.MSELoss()

t0 = time.time()
for epoch in range(12):
    perm = torch.randperm(cut)
    running = 0.0
    for i, idx in enumerate(perm.split(MICRO)):
        pred = net(Xtr[idx])
        l = mse(pred, ytr[idx]) / ACCUM
        l.backward()
        running += l.item()
        if (i + 1) % ACCUM == 0:
            flush()
    with torch.no_grad():
        va = rmse(net(Xva), yva)
    if epoch % 3 == 2:
        print(f"ep {epoch:2d} train mse {running * ACCUM / (i + 1):.4f}  valid rmse {va:.4f}"
              f"  ({time.time() - t0:.1f}s)")
leftover = sum(p.grad is not None for p in net.parameters())
print("params with a leftover grad:", leftover)

# %% same thing, bigger net + per-epoch function, zeroing done after each update
def train_run(net, opt, epochs, micro=16, accum=4, log_every=4):
    for epoch in range(epochs):
        perm = torch.randperm(cut)
        for i, idx in enumerate(perm.split(micro)):
            l = mse(net(Xtr[idx]), ytr[idx]) / accum
            l.backward()
            if (i + 1) % accum == 0:
                opt.step()
                net.zero_grad(set_to_none=True)
        if epoch % log_every == log_every - 1:
            with torch.no_grad():
                print(f"  ep {epoch:2d} valid rmse {rmse(net(Xva), yva):.4f}")
    return net


net = make_net(64)
opt = torch.optim.Adam(net.parameters(), lr=2e-3)
net = train_run(net, opt, epochs=12)

# %% what about accumulating 8 micro-batches?
net = make_net(64)
opt = torch.optim.Adam(net.parameters(), lr=2e-3)
net = train_run(net, opt, epochs=12, accum=8, log_every=6)

# %%
with torch.no_grad():
    err = (net(Xva) - yva).abs().squeeze(1) * y_sd
print("valid MAE %.3f pH, within 0.1 pH: %.2f" % (err.mean().item(),
                                                 (err < 0.1).float().mean().item()))
