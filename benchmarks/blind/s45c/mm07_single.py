# %% [markdown]
# Backyard bird feeder: visits per hour from the camera-trap log.
# Poisson regression with a small MLP. (feeder_visits.ipynb)

# %%
import math
import time

import torch
from torch import nn

torch.manual_seed(12)
torch.set_num_threads(1)

# %% camera-trap log, one row per feeder-hour
HOURS = 5000
hour = torch.randint(5, 21, (HOURS,)).float()
temp = torch.randn(HOURS) * 6 + 8
seed_left = torch.rand(HOURS)
squirrel = (torch.rand(HOURS) < 0.2).float()
cat_seen = (torch.rand(HOURS) < 0.05).float()
rain = (torch.rand(HOURS) < 0.25).float()
weekend = (torch.rand(HOURS) < 2 / 7).float()

dawn = torch.exp(-((hour - 7.5) ** 2) / 4)
dusk = torch.exp(-((hour - 17) ** 2) / 6)
log_rate = (1.2 + 1.3 * dawn + 0.8 * dusk - 0.04 * temp + 1.1 * torch.log(seed_left + 0.05)
            - 0.9 * squirrel - 1.5 * cat_seen - 0.4 * rain)
visits = torch.poisson(torch.exp(log_rate))

inputs = torch.stack([torch.sin(hour / 24 * 2 * math.pi), torch.cos(hour / 24 * 2 * math.pi),
                      (temp - 8) / 6, seed_left, squirrel, cat_seen, rain, weekend], 1)
n_tr = 4000
Xtr, Xte = inputs[:n_tr], inputs[n_tr:]
ytr, yte = visits[:n_tr], visits[n_tr:]
print("mean visits/h %.2f, max %d, zero-visit hours %.2f" % (visits.mean(), visits.max(),
                                                           (visits == 0).float().mean()))

# %%
class FeederNet(nn.Module):
    def __init__(self, hidden=16):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(8, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, x):
        return self.mlp(x).squeeze(-1)      # log rate


poisson = nn.PoissonNLLLoss(log_input=True)
deviance = lambda mu, y: 2 * (torch.xlogy(y, y / mu) - (y - mu)).mean().item()

model = FeederNet(16)
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
BS = 200


def run_epoch():
    perm = torch.randperm(n_tr)
    total = 0.0
    for k in range(0, n_tr, BS):
        j = perm[k:k + BS]
        nll = poisson(model(Xtr[j]), ytr[j])
        opt.zero_grad()
        nll.backward()
        opt.step()
        total += nll.item() * len(j)
    return total / n_tr


def test_deviance():
    with torch.no_grad():
        return deviance(model(Xte).exp(), yte)


print("null deviance %.3f" % deviance(ytr.mean().expand_as(yte), yte))

# %% train the small one
t0 = time.time()
for ep in range(15):
    nll = run_epoch()
    if ep % 5 == 4:
        print(f"ep {ep:2d} train nll {nll:.4f} test deviance {test_deviance():.4f} ({time.time()-t0:.1f}s)")

# %% try a bigger model
model = FeederNet(64)
for ep in range(15):
    nll = run_epoch()
    if ep % 5 == 4:
        print(f"[64] ep {ep:2d} train nll {nll:.4f} test deviance {test_deviance():.4f}")

# %% which conditions scare the birds off? (rate ratio vs a calm reference hour)
ref = torch.tensor([[math.sin(9 / 24 * 2 * math.pi), math.cos(9 / 24 * 2 * math.pi),
                     0.0, 0.8, 0, 0, 0, 0]])
with torch.no_grad():
    base = model(ref).exp().item()
    for name, col in [("squirrel", 4), ("cat", 5), ("rain", 6)]:
        x = ref.clone()
        x[0, col] = 1
        print(f"{name:8s} rate ratio {model(x).exp().item() / base:.2f}")
