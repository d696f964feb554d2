# %% [markdown]
# Tempeh incubator: mycelium coverage (%) and core temperature at 36 h.
# Two targets, one network. (tempeh_multitask.ipynb, exported)

# %%
import time

import torch
from torch import nn

torch.manual_seed(27)
torch.set_num_threads(1)

# %% batch sheets
N = 2000
inoculum = torch.rand(N) * 3 + 0.5          # g starter / kg beans
bean = torch.randint(0, 3, (N,))            # soy, chickpea, black bean
humidity = torch.rand(N) * 40 + 55
incub_c = torch.rand(N) * 8 + 27
pack_mm = torch.rand(N) * 25 + 15
perforated = (torch.rand(N) < 0.6).float()

growth = torch.log1p(inoculum) * torch.exp(-((incub_c - 31) ** 2) / 18) * (1 + 0.4 * perforated)
coverage = 100 * torch.sigmoid(3 * growth - 1.5 - 0.5 * (bean == 1).float() + 0.02 * (humidity - 70))
core = incub_c + 0.09 * pack_mm * growth * (1.4 - 0.6 * perforated) + 0.3 * torch.randn(N)
coverage = (coverage + 3 * torch.randn(N)).clamp(0, 100)

X = torch.cat([torch.stack([inoculum - 2, (humidity - 75) / 12, (incub_c - 31) / 2.3,
                            (pack_mm - 27) / 7, perforated], 1),
               nn.functional.one_hot(bean, 3).float()], 1)
Y_cov, Y_core = (coverage - 50) / 30, (core - 33) / 2
tr, va = slice(0, 1600), slice(1600, None)
print("batches", N, "| coverage mean %.1f%% | core temp %.1f..%.1f C"
      % (coverage.mean(), core.min(), core.max()))

# %%
class TempehNet(nn.Module):
    def __init__(self, width=48):
        super().__init__()
        self.shared = nn.Sequential(nn.Linear(8, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.cov = nn.Linear(width, 1)
        self.core = nn.Linear(width, 1)

    def forward(self, x):
        h = self.shared(x)
        return self.cov(h).squeeze(-1), self.core(h).squeeze(-1)


mse = nn.MSELoss()


def valid_report(net):
    with torch.no_grad():
        c, t = net(X[va])
    mae_cov = ((c - Y_cov[va]).abs().mean() * 30).item()
    mae_core = ((t - Y_core[va]).abs().mean() * 2).item()
    return f"valid MAE coverage {mae_cov:.2f} %-pts, core {mae_core:.3f} C"


# %% joint loss
net = TempehNet()
opt = torch.optim.Adam(net.parameters(), lr=2e-3)
t0 = time.time()
for epoch in range(12):
    for b in torch.randperm(1600).split(64):
        c, t = net(X[b])
        joint = mse(c, Y_cov[b]) + mse(t, Y_core[b])
        opt.zero_grad()
        joint.backward()
        opt.step()
    if epoch % 4 == 3:
        print(f"joint ep {epoch:2d}  {valid_report(net)}  ({time.time() - t0:.1f}s)")

# %% coverage keeps lagging -> alternate the two task updates instead (round robin)
net = TempehNet(width=64)
opt = torch.optim.Adam(net.parameters(), lr=2e-3)
for epoch in range(12):
    for b in torch.randperm(1600).split(64):
        c, t = net(X[b])
        l_cov = mse(c, Y_cov[b])
        opt.zero_grad()
        l_cov.backward(retain_graph=True)
        opt.step()
        l_core = mse(t, Y_core[b])
        opt.zero_grad()
        l_core.backward()
        opt.step()
    if epoch % 4 == 3:
        print(f"alt   ep {epoch:2d}  {valid_report(net)}")
