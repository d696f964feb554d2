#!/usr/bin/env python
# coding: utf-8
# Lab 4 -- logistic regression from scratch: will the sourdough starter peak in time?
# (exported from lab4_starter.ipynb)

# In[1]:


import torch
import torch.nn.functional as F

torch.manual_seed(0)
torch.set_num_threads(1)


# In[2]:


# Synthetic feeding log. Columns: flour:water ratio, kitchen temperature (C),
# hours since last feed, fraction of rye flour. Label: 1 if the starter doubled within 8 h.
N = 300
ratio = 0.8 + 0.6 * torch.rand(N)
temp = 18 + 10 * torch.rand(N)
hours = 24 * torch.rand(N)
rye = torch.rand(N)
logit = 1.6 * (temp - 23) / 3 + 1.1 * rye - 0.9 * (ratio - 1.1) / 0.2 - 0.05 * (hours - 12)
label = (torch.sigmoid(logit) > torch.rand(N)).float()

X = torch.stack([ratio, temp, hours, rye], dim=1)
X = (X - X.mean(0)) / X.std(0)
y = label.unsqueeze(1)
print(X.shape, y.shape, "positives:", int(y.sum()))


# In[3]:


# TODO: create the parameters. Small random weights, zero bias.
w = torch.randn(4, 1, requires_grad=True) * 0.01
b = torch.zeros(1, requires_grad=True)
print(w.shape, b.shape)


# In[4]:


def predict_proba(x):
    return torch.sigmoid(x @ w + b)


def accuracy(p, t):
    return ((p > 0.5).float() == t).float().mean().item()


print(predict_proba(X[:5]).shape)


# In[5]:


lr = 0.5
for epoch in range(100):
    p = predict_proba(X)
    loss = F.binary_cross_entropy(p, y)
    loss.backward()
    with torch.no_grad():
        w -= lr * w.grad
        b -= lr * b.grad
        w.grad.zero_()
        b.grad.zero_()
    if epoch % 20 == 0:
        print(f"epoch {epoch:3d} loss {loss.item():.4f} acc {accuracy(p, y):.3f}")


# In[6]:


with torch.no_grad():
    print("final accuracy:", accuracy(predict_proba(X), y))
    print("weights:", w.squeeze().tolist(), "bias:", b.item())
