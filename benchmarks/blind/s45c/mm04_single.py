# %% [markdown]
# Miso vats: predict colour (L*) and free glutamate after ageing.
# Notebook: miso_two_targets.ipynb (cells flattened)

# %%
import time

import torch
from torch import nn
import torch.nn.functional as F

torch.manual_seed(21)
torch.set_num_threads(1)

# %% vat log
N = 2400
koji = torch.rand(N) * 1.5 + 0.5          # koji : soy ratio
salt = torch.rand(N) * 7 + 6              # % salt
months = torch.rand(N) * 30 + 1
cellar = torch.rand(N) * 12 + 12          # deg C
barley = (torch.rand(N) < 0.3).float()
pressed = torch.rand(N)                   # stone weight / vat area, scaled

age = months * torch.exp(0.06 * (cellar - 18))
L_star = 70 - 22 * (1 - torch.exp(-age / 14)) - 5 * barley + 3 * (koji - 1) + torch.randn(N)
glu = (0.35 * koji * torch.log1p(age) * torch.exp(-0.09 * (salt - 6))
       + 0.2 * pressed + 0.05 * torch.randn(N))

feats = torch.stack([koji - 1.25, (salt - 9.5) / 2, months / 15 - 1, (cellar - 18) / 3.5,
                     barley, pressed - 0.5], 1)
target_L = (L_star - L_star.mean()) / L_star.std()
target_G = (glu - glu.mean()) / glu.std()
idx = torch.randperm(N)
tr, va = idx[:1900], idx[1900:]
print("vats", N, "| L* %.1f..%.1f | glu %.2f..%.2f g/100g" % (L_star.min(), L_star.max(),
                                                              glu.min(), glu.max()))

# %%
class MisoNet(nn.Module):
    def __init__(self, width=48):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(6, width), nn.GELU(),
                                   nn.Linear(width, width), nn.GELU())
        self.colour = nn.Linear(width, 1)
        self.glutamate = nn.Linear(width, 1)

    def forward(self, x):
        h = self.trunk(x)
        return self.colour(h).squeeze(-1), self.glutamate(h).squeeze(-1)


def val_rmse(net):
    with torch.no_grad():
        c, g = net(feats[va])
        return ((c - target_L[va]) ** 2).mean().sqrt().item(), \
               ((g - target_G[va]) ** 2).mean().sqrt().item()


grad_norm = lambda mod: torch.sqrt(sum((p.grad ** 2).sum() for p in mod.parameters()
                                       if p.grad is not None)).item()

# %% joint training, summed loss
vat_net = MisoNet(48)
adam = torch.optim.Adam(vat_net.parameters(), lr=2e-3)
t0 = time.time()
for ep in range(10):
    for b in tr[torch.randperm(len(tr))].split(64):
        c, g = vat_net(feats[b])
        total = F.mse_loss(c, target_L[b]) + F.mse_loss(g, target_G[b])
        adam.zero_grad()
        total.backward()
        adam.step()
    if ep % 3 == 0 or ep == 9:
        print("ep %d  val rmse  L* %.3f  glu %.3f  (%.1fs)" % (ep, *val_rmse(vat_net), time.time() - t0))

# %% do the two tasks fight in the trunk? look at the per-task gradient on the trunk
vat_net = MisoNet(64)
adam = torch.optim.Adam(vat_net.parameters(), lr=2e-3)
cosines = []
for ep in range(6):
    for b in tr[torch.randperm(len(tr))].split(64):
        c, g = vat_net(feats[b])
        loss_L = F.mse_loss(c, target_L[b])
        loss_G = F.mse_loss(g, target_G[b])
        adam.zero_grad()
        loss_L.backward()
        gL = torch.cat([p.grad.flatten() for p in vat_net.trunk.parameters()])
        loss_G.backward()
        gLG = torch.cat([p.grad.flatten() for p in vat_net.trunk.parameters()])
        gG = gLG - gL
        cosines.append(F.cosine_similarity(gL, gG, dim=0).item())
        adam.step()
    print("ep %d  val rmse  L* %.3f  glu %.3f  mean cos(trunk grads) %.3f"
          % (ep, *val_rmse(vat_net), sum(cosines[-30:]) / 30))

# %%
print("trunk grad norm at the end: %.4f" % grad_norm(vat_net.trunk))
