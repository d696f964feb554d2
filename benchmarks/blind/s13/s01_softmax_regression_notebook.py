#!/usr/bin/env python
# coding: utf-8

# # Softmax regression from scratch
#
# Multiclass logistic regression on a synthetic three-blob data set, written with raw tensors
# and `torch.optim.SGD`.

# In[1]:


import torch
import torch.nn.functional as F

torch.manual_seed(42)


# In[2]:


n_per_class, n_features, n_classes = 100, 20, 3
centers = torch.randn(n_classes, n_features) * 2
X = torch.cat([centers[k] + torch.randn(n_per_class, n_features) for k in range(n_classes)])
y = torch.arange(n_classes).repeat_interleave(n_per_class)
perm = torch.randperm(X.size(0))
X, y = X[perm], y[perm]
X.shape, y.shape


# In[3]:


X_train, y_train = X[:240], y[:240]
X_test, y_test = X[240:], y[240:]
mu, sigma = X_train.mean(0), X_train.std(0)
X_train = (X_train - mu) / sigma
X_test = (X_test - mu) / sigma


# ## Parameters
#
# Small random init for the weights; zeros for the bias.

# In[4]:


W = torch.randn(n_features, n_classes, requires_grad=True) * 0.01  # expect: AGL020
b = torch.zeros(n_classes, requires_grad=True)


# In[5]:


def model(inputs):
    return inputs @ W + b


lr = 0.5
epochs = 30
batch_size = 40
optimizer = torch.optim.SGD([W, b], lr=lr)


# In[6]:


for epoch in range(epochs):
    order = torch.randperm(X_train.size(0))
    for start in range(0, X_train.size(0), batch_size):
        idx = order[start:start + batch_size]
        logits = model(X_train[idx])
        loss = F.cross_entropy(logits, y_train[idx])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    if epoch % 10 == 0:
        print(f"epoch {epoch:2d}  loss {loss.item():.4f}")


# In[7]:


with torch.no_grad():
    test_acc = (model(X_test).argmax(1) == y_test).float().mean().item()
print(f"test accuracy: {test_acc:.3f}")
