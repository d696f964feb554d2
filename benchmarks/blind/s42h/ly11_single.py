#!/usr/bin/env python
# coding: utf-8
# Workshop 1: looking inside autograd.  Toy problem: paper-airplane glide distance.
# Exported from the workshop notebook. Each cell prints what it computed.

# In[1]:


import torch
from torch import nn

torch.manual_seed(0)
torch.set_num_threads(1)


# In[2]:


# launch speed (m/s), launch angle (deg), wing loading (g/dm^2) for 64 test throws
n = 64
speed = 4 + 4 * torch.rand(n)
angle = -5 + 25 * torch.rand(n)
loading = 1 + 3 * torch.rand(n)
glide_ratio = 6.0 - 0.9 * loading
dist = (speed ** 2 / 9.81) * torch.sin(torch.deg2rad(2 * angle + 20)) * 0.4 + glide_ratio * 0.8
dist = dist + 0.3 * torch.randn(n)
feats = torch.stack([speed / 8, angle / 20, loading / 4], dim=1)
print("feats", feats.shape, "dist", dist.shape)


# In[3]:


# gradient of a vector-valued function: pass the vector of ones explicitly
v = torch.linspace(0.0, 2.0, 5, requires_grad=True)
s = torch.sin(v) * v
s.backward(torch.ones_like(s))
print("d/dv [v sin v] =", v.grad)
print("check          =", torch.sin(v.detach()) + v.detach() * torch.cos(v.detach()))


# In[4]:


# intermediate (non-leaf) gradients need retain_grad() BEFORE backward
W = (0.3 * torch.randn(3, 6)).requires_grad_()
hidden = torch.tanh(feats @ W)
hidden.retain_grad()
readout = hidden.sum(dim=1)
residual = readout - dist
residual.pow(2).mean().backward()
print("hidden.grad:", hidden.grad.shape, "W.grad:", W.grad.shape)
print("hidden.grad row 0:", hidden.grad[0])


# In[5]:


# same thing with a per-throw weighting: backward with an explicit gradient argument
W.grad = None
hidden = torch.tanh(feats @ W)
per_throw = (hidden.sum(dim=1) - dist) ** 2
weights = torch.where(loading > 2.5, 2.0, 1.0) / n
per_throw.backward(gradient=weights)
print("weighted W.grad norm:", W.grad.norm().item())


# In[6]:


# now a proper model
glider = nn.Sequential(nn.Linear(3, 16), nn.Tanh(), nn.Linear(16, 1))
opt = torch.optim.Adam(glider.parameters(), lr=0.02)
for it in range(200):
    opt.zero_grad()
    err = (glider(feats).squeeze(1) - dist) ** 2
    err.mean().backward()
    opt.step()
    if it % 50 == 0:
        print(it, round(err.mean().item(), 4))


# In[7]:


# which input matters most? gradient of the predictions w.r.t. the inputs
probe = feats.clone().requires_grad_()
pred = glider(probe).squeeze(1)
pred.sum().backward()
saliency = probe.grad.abs().mean(0)
print("mean |d dist / d input| (speed, angle, loading):", saliency.tolist())
