#!/usr/bin/env python
# coding: utf-8

# # Two-layer network with manual gradient descent
#
# Autograd computes the gradients; the update rule is written by hand.

# In[1]:


import numpy as np
import torch

torch.manual_seed(0)
dtype = torch.float64


# In[2]:


N, D_in, H, D_out = 128, 10, 32, 1
x = torch.randn(N, D_in, dtype=dtype)
true_w = torch.randn(D_in, 1, dtype=dtype)
y = torch.sin(x @ true_w) + 0.05 * torch.randn(N, D_out, dtype=dtype)


# In[3]:


w1 = (torch.randn(D_in, H, dtype=dtype) / D_in ** 0.5).requires_grad_()
b1 = torch.zeros(H, dtype=dtype, requires_grad=True)
w2 = (torch.randn(H, D_out, dtype=dtype) / H ** 0.5).requires_grad_()
b2 = torch.zeros(D_out, dtype=dtype, requires_grad=True)
params = [w1, b1, w2, b2]


# In[4]:


learning_rate = 0.05
momentum = 0.9
velocity = [torch.zeros_like(p) for p in params]
loss_curve = []

for t in range(200):
    hidden = torch.tanh(x @ w1 + b1)
    y_pred = hidden @ w2 + b2
    loss = ((y_pred - y) ** 2).mean()
    loss_curve.append(loss.item())
    loss.backward()

    with torch.no_grad():
        for p, v in zip(params, velocity):
            v.mul_(momentum).add_(p.grad)
            p -= learning_rate * v
            p.grad.zero_()

    if t % 50 == 49:
        print(t, loss_curve[-1])


# In[5]:


with torch.no_grad():
    fitted = (torch.tanh(x @ w1 + b1) @ w2 + b2).squeeze(1)
residuals = (fitted - y.squeeze(1)).numpy()
print("residual std:", np.std(residuals))
print("weight norm:", np.linalg.norm(w1.detach().numpy()))
print("curve drop:", loss_curve[0] - loss_curve[-1])
