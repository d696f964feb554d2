#!/usr/bin/env python
# coding: utf-8
# Tutorial 3: backprop by hand vs. autograd
# Predicting kite line tension (N) from wind speed, kite area and line angle.
# (exported from notebook; cells kept in order)

# In[1]:


import torch

torch.manual_seed(0)
torch.set_num_threads(1)


# In[2]:


n = 128
wind = 3 + 9 * torch.rand(n, 1)          # m/s
area = 0.5 + 2.5 * torch.rand(n, 1)      # m^2
angle = 20 + 50 * torch.rand(n, 1)       # degrees above horizon
tension = 0.5 * 1.2 * 0.9 * area * wind ** 2 * torch.cos(torch.deg2rad(angle)) / 10
tension = tension + 0.2 * torch.randn(n, 1)

x = torch.cat([wind / 12, area / 3, angle / 70], dim=1)
y = tension
print("x:", x.shape, "y:", y.shape)


# In[3]:


# Tiny network, 3 -> 8 -> 1, parameters as plain leaf tensors
W1 = (0.5 * torch.randn(3, 8)).requires_grad_()
b1 = torch.zeros(8, requires_grad=True)
W2 = (0.5 * torch.randn(8, 1)).requires_grad_()
b2 = torch.zeros(1, requires_grad=True)
params = [W1, b1, W2, b2]
for p in params:
    print(tuple(p.shape), p.is_leaf)


# In[4]:


# Training loop (plain gradient descent)
lr = 0.05
for it in range(300):
    h = torch.tanh(x @ W1 + b1)
    out = h @ W2 + b2
    loss = ((out - y) ** 2).mean()
    loss.backward()
    with torch.no_grad():
        for p in params:
            p -= lr * p.grad
            p.grad.zero_()
    if it % 50 == 0:
        print(it, round(loss.item(), 4))


# In[5]:


# Exercise: derive the gradients by hand for ONE forward pass and compare with autograd.
h = torch.tanh(x @ W1 + b1)
print("h:", h.shape)
out = h @ W2 + b2
loss = ((out - y) ** 2).mean()
loss.backward()


# In[6]:


with torch.no_grad():
    d_out = 2 * (out - y) / n                 # dL/dout, shape (n, 1)
    dW2_manual = h.T @ d_out                  # (8, 1)
    db2_manual = d_out.sum(0)
    print("dW2 max diff:", (dW2_manual - W2.grad).abs().max().item())
    print("db2 max diff:", (db2_manual - b2.grad).abs().max().item())


# In[7]:


# TODO: gradient w.r.t. the hidden activations -- check it against autograd as well
with torch.no_grad():
    dh_manual = d_out @ W2.T                  # (n, 8)
    dh_autograd = h.grad
    print("dL/dh max diff:", (dh_manual - dh_autograd).abs().max().item())


# In[8]:


with torch.no_grad():
    dpre_manual = dh_manual * (1 - h ** 2)    # back through tanh
    dW1_manual = x.T @ dpre_manual
    print("dW1 max diff:", (dW1_manual - W1.grad).abs().max().item())
