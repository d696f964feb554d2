#!/usr/bin/env python
# coding: utf-8
# Ceramics club project: forecast the kiln temperature 10 minutes ahead during a glaze firing.
# Exported from kiln_forecast.ipynb (cells 1-9).

# In[1]:


import math

import torch
from torch import nn

torch.manual_seed(0)
torch.set_num_threads(1)


# In[2]:


def firing_log(minutes=720, peak=1240.0, seed=0):
    """One synthetic cone-6 firing: ramp, hold, natural cooling; one reading per minute."""
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(minutes).float()
    ramp = torch.clamp(t / 420, max=1.0) * (peak - 20) + 20
    cool = torch.where(t > 480, (peak - 20) * (1 - torch.exp(-(t - 480) / 90)), torch.zeros_like(t))
    temp = ramp - cool + 4 * torch.randn(minutes, generator=g)
    return temp


logs = [firing_log(seed=s, peak=1200 + 20 * s) for s in range(6)]
print(len(logs), logs[0].shape)


# In[3]:


WINDOW, AHEAD = 30, 10


def make_windows(temp):
    xs, ys = [], []
    for i in range(0, len(temp) - WINDOW - AHEAD, 3):
        xs.append(temp[i:i + WINDOW])
        ys.append(temp[i + WINDOW + AHEAD - 1])
    return torch.stack(xs), torch.stack(ys).unsqueeze(1)


pairs = [make_windows(tl) for tl in logs]
X = torch.cat([p[0] for p in pairs]) / 1000.0
Y = torch.cat([p[1] for p in pairs]) / 1000.0
print("X", X.shape, "Y", Y.shape)


# In[4]:


kiln_net = nn.Sequential(nn.Linear(WINDOW, 64), nn.ReLU(), nn.Linear(64, 1))
adam = torch.optim.Adam(kiln_net.parameters(), lr=3e-3)
mse = nn.MSELoss()
BATCH = 64


# In[5]:


def ascii_curve(values, rows=6, width=40):
    vals = [float(v) for v in values]
    step = max(1, math.ceil(len(vals) / width))
    vals = vals[::step]
    top, bot = max(vals), min(vals)
    for r in range(rows, 0, -1):
        level = bot + (top - bot) * r / rows
        print(f"{level * 1e3:9.3f} |" + "".join("*" if v >= level else " " for v in vals))


# In[6]:


history = []
n_batches = math.ceil(len(X) / BATCH)
for epoch in range(25):
    perm = torch.randperm(len(X))
    epoch_loss = 0.0
    for b in range(n_batches):
        idx = perm[b * BATCH:(b + 1) * BATCH]
        adam.zero_grad()
        batch_loss = mse(kiln_net(X[idx]), Y[idx])
        batch_loss.backward()
        adam.step()
        epoch_loss += batch_loss
    history.append(epoch_loss / n_batches)
    if epoch % 5 == 0:
        print(epoch, history[-1])


# In[7]:


ascii_curve(history)


# In[8]:


test = firing_log(seed=42, peak=1222.0)
tx, ty = make_windows(test)
with torch.no_grad():
    pred = kiln_net(tx / 1000.0) * 1000.0
print("test MAE (C):", (pred - ty).abs().mean().item())


# In[9]:


print("last epoch loss:", history[-1])
