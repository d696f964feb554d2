#!/usr/bin/env python
# coding: utf-8
# Intro to ML, week 3 assignment: how many cups will the lemonade stand sell?
# Exported from week3_lemonade.ipynb

# In[1]:


import torch
from torch import nn

torch.manual_seed(0)
torch.set_num_threads(1)


# In[2]:


# 120 summer days: temperature (C), price per cup ($), weekend flag, cloud cover (0-1)
days = 120
temperature = 18 + 16 * torch.rand(days)
price = 0.5 + 1.5 * torch.rand(days)
weekend = (torch.arange(days) % 7 >= 5).float()
clouds = torch.rand(days)
cups = 3.2 * (temperature - 18) - 14 * (price - 1) + 12 * weekend - 9 * clouds + 20
cups = torch.clamp(cups + 4 * torch.randn(days), min=0)

inputs = torch.stack([(temperature - 25) / 5, price - 1.25, weekend, clouds - 0.5], dim=1)
targets = cups.unsqueeze(1)
print("inputs:", inputs.shape, "targets:", targets.shape)


# In[3]:


stand_model = nn.Linear(4, 1)
print(stand_model)
print("weight:", stand_model.weight.shape, "bias:", stand_model.bias.shape)


# In[4]:


# Part 1: train with the built-in loss
criterion = nn.MSELoss()
opt = torch.optim.SGD(stand_model.parameters(), lr=0.05)
for epoch in range(150):
    opt.zero_grad()
    cost = criterion(stand_model(inputs), targets)
    cost.backward()
    opt.step()
    if epoch % 50 == 0:
        print(f"[part 1] epoch {epoch:3d}  mse {cost.item():.2f}")


# In[5]:


# Part 2: same thing, but write the loss yourself.
# TODO: implement the squared error between prediction and target
stand_model = nn.Linear(4, 1)
opt = torch.optim.SGD(stand_model.parameters(), lr=0.05)
for epoch in range(150):
    opt.zero_grad()
    predicted_cups = stand_model(inputs)
    sq_err = (predicted_cups - targets) ** 2
    sq_err.backward()
    opt.step()
    if epoch % 50 == 0:
        print(f"[part 2] epoch {epoch:3d}  mse {sq_err.mean().item():.2f}")


# In[6]:


print("learned weights:", stand_model.weight.data)
print("bias:", stand_model.bias.data)
