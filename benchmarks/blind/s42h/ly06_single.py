#!/usr/bin/env python
# coding: utf-8
# Homework 2 -- Dolbear's law: estimating air temperature from snowy tree cricket chirps.
# Notebook export. Cells 5-7 re-run the training with small edits, as in class.

# In[1]:


import numpy as np
import torch
from torch import nn

torch.manual_seed(0)
torch.set_num_threads(1)


# In[2]:


def text_plot(xs, ys, fitted=None, width=60, height=14):
    """Poor man's scatter plot: 'o' for data, '*' for the fitted line."""
    xs, ys = np.asarray(xs, float), np.asarray(ys, float)
    lo_x, hi_x, lo_y, hi_y = xs.min(), xs.max(), ys.min(), ys.max()
    grid = [[" "] * width for _ in range(height)]

    def put(x, y, ch):
        c = int((x - lo_x) / (hi_x - lo_x + 1e-9) * (width - 1))
        r = int((y - lo_y) / (hi_y - lo_y + 1e-9) * (height - 1))
        if 0 <= r < height:
            grid[height - 1 - r][c] = ch

    for x, y in zip(xs, ys):
        put(x, y, "o")
    if fitted is not None:
        for x, y in zip(xs, np.asarray(fitted, float)):
            put(x, y, "*")
    print("\n".join("|" + "".join(row) for row in grid))
    print("+" + "-" * width)


# In[3]:


# chirps per 15 s -> temperature (C): T = 10 + (N - 40) / 7 * ...  (noisy field notes)
N = 90
chirps = 20 + 50 * torch.rand(N, 1)
temp_c = 4.0 + 0.43 * chirps + 1.0 * torch.randn(N, 1)
print("chirps", chirps.shape, "temp", temp_c.shape)
x = (chirps - chirps.mean()) / chirps.std()
y = temp_c


# In[4]:


line = nn.Linear(1, 1)
loss_fn = nn.MSELoss()
sgd = torch.optim.SGD(line.parameters(), lr=0.1)
print(line.weight.shape, line.bias.shape)


# In[5]:


history = []
for epoch in range(40):
    y_pred = line(x)
    mse = loss_fn(y_pred, y)
    sgd.zero_grad()
    mse.backward()
    sgd.step()
    history.append(mse.item())
print("first/last loss:", history[0], history[-1])


# In[6]:


# same cell, more epochs, zero_grad moved after the step (equivalent)
for epoch in range(60):
    y_pred = line(x)
    mse = loss_fn(y_pred, y)
    mse.backward()
    sgd.step()
    sgd.zero_grad()
    history.append(float(mse))
print("after 100 epochs:", history[-1])


# In[7]:


text_plot(chirps.squeeze(1).numpy(), y.squeeze(1).numpy(), fitted=line(x).detach().squeeze(1).numpy())


# In[8]:


def evaluate(model, inputs, targets):
    preds = model(inputs)
    return loss_fn(preds, targets).item(), preds


with torch.no_grad():
    test_chirps = 20 + 50 * torch.rand(30, 1)
    test_t = 4.0 + 0.43 * test_chirps + 1.0 * torch.randn(30, 1)
    test_mse, test_pred = evaluate(line, (test_chirps - chirps.mean()) / chirps.std(), test_t)
print("test MSE:", round(test_mse, 3), "pred requires grad:", test_pred.requires_grad)


# In[9]:


w = line.weight.item() / chirps.std().item()
b = line.bias.item() - w * chirps.mean().item()
print(f"T(C) ~= {w:.3f} * chirps + {b:.2f}")
print("loss curve (every 10th):", np.round(np.array(history[::10]), 3))
