#!/usr/bin/env python
# coding: utf-8
# Tutorial 2: a neural network from the ground up.
# Task: which firefly species produced this flash train? (Photinus pyralis / carolinus / consimilis)
# Exported from the notebook; cell numbers kept.

# In[1]:


import torch
import torch.nn.functional as F

torch.manual_seed(0)
torch.set_num_threads(1)


# In[2]:


SPECIES = ["pyralis", "carolinus", "consimilis"]
# per species: flash duration (s), interval between flashes (s), flashes per burst
PROFILE = torch.tensor([[0.50, 5.5, 1.0],
                        [0.15, 0.45, 6.0],
                        [0.10, 0.60, 3.0]])


def flash_trains(n_per_species=150):
    X, y = [], []
    for k in range(len(SPECIES)):
        base = PROFILE[k].expand(n_per_species, 3)
        noisy = base * (1 + 0.2 * torch.randn(n_per_species, 3))
        temp = 15 + 12 * torch.rand(n_per_species, 1)          # warmer nights -> faster flashing
        noisy[:, 1:2] = noisy[:, 1:2] * (1 - 0.02 * (temp - 20))
        X.append(torch.cat([noisy, (temp - 20) / 5], dim=1))
        y.append(torch.full((n_per_species,), k))
    return torch.cat(X), torch.cat(y)


X, y = flash_trains()
X = (X - X.mean(0)) / X.std(0)
print("X:", X.shape, "y:", y.shape)


# In[3]:


# Layer sizes
n_in, n_hidden, n_out = X.shape[1], 16, len(SPECIES)

# weights: small random numbers; biases: allocated with the right shape
W1 = torch.randn(n_in, n_hidden) * 0.3
b1 = torch.Tensor(n_hidden)
W2 = torch.randn(n_hidden, n_out) * 0.3
b2 = torch.zeros(n_out)
params = [W1, b1, W2, b2]
for p in params:
    p.requires_grad_()
    print(tuple(p.shape), p.is_leaf)
print("b1 at start:", b1.detach())


# In[4]:


def forward(x):
    hidden = torch.relu(x @ W1 + b1)
    return hidden @ W2 + b2


print("logits of first 2 examples:", forward(X[:2]))


# In[5]:


opt = torch.optim.SGD(params, lr=0.1)
for epoch in range(200):
    opt.zero_grad()
    ce = F.cross_entropy(forward(X), y)
    ce.backward()
    opt.step()
    if epoch % 40 == 0:
        acc = (forward(X).argmax(1) == y).float().mean().item()
        print(f"epoch {epoch:3d}  loss {ce.item():.4f}  acc {acc:.3f}")


# In[6]:


print("b1 after training:", b1.detach())
