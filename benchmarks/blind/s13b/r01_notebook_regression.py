#!/usr/bin/env python
# coding: utf-8

# # Housing-style regression with a small MLP
# Exported from the exploration notebook. Synthetic data stands in for the real table.

# In[1]:


import numpy as np
import torch
import torch.nn as nn

torch.manual_seed(42)
np.set_printoptions(precision=3, suppress=True)


# In[2]:


n_samples, n_features = 600, 8
X = torch.randn(n_samples, n_features)
true_w = torch.linspace(-2, 2, n_features)
y = (X @ true_w + 0.5 * torch.sin(3 * X[:, 0]) + 0.1 * torch.randn(n_samples)).unsqueeze(1)

X_train, X_test = X[:480], X[480:]
y_train, y_test = y[:480], y[480:]
mu, sigma = X_train.mean(0), X_train.std(0)
X_train = (X_train - mu) / sigma
X_test = (X_test - mu) / sigma


# In[3]:


model = nn.Sequential(nn.Linear(n_features, 32), nn.Tanh(), nn.Linear(32, 1))
loss_fn = nn.MSELoss()
optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)


# In[4]:


history = []
for epoch in range(150):
    optimizer.zero_grad()
    pred = model(X_train)
    loss = loss_fn(pred, y_train)
    loss.backward()
    optimizer.step()
    history.append(loss.item())
    if epoch % 50 == 0:
        print(epoch, round(history[-1], 4))


# In[5]:


model.eval()
with torch.no_grad():
    y_hat = model(X_test)
    test_mse = loss_fn(y_hat, y_test).item()
residuals = (y_hat - y_test).squeeze(1).numpy()
print("test MSE", round(test_mse, 4), "residual std", residuals.std().round(4))


# In[6]:


# which rows are over-predicted?
over = (y_hat > y_test).squeeze(1)
over_idx = over.nonzero().squeeze(1).numpy()
print("over-predicted share", over.numpy().mean(), "first rows", over_idx[:5])


# In[7]:


first_layer = model[0].weight.detach().numpy()
importance = np.abs(first_layer).mean(axis=0)
print("mean |w| per input feature", importance)


# In[8]:


# input saliency for a handful of test rows
probe = X_test[:5].clone().requires_grad_(True)
model(probe).sum().backward()
saliency = probe.grad.abs().numpy()
print("saliency row 0", saliency[0])
print("history tail", np.array(history[-3:]))
