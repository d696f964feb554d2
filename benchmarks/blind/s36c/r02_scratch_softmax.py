# %% [markdown]
# # Linear softmax classifier from scratch
# Assignment 1, part 3: vectorised softmax loss with L2 regularisation and mini-batch SGD.
# The features stand in for the pre-extracted image descriptors of the original assignment
# (10 classes, 48-d descriptors), so the notebook runs without the dataset.

# %%
import time

import torch
import torch.nn.functional as F

torch.manual_seed(0)
torch.set_num_threads(1)

# %% [markdown]
# ## Data

# %%
num_classes, dim = 10, 48
num_train, num_val = 4000, 1000

centers = 2.0 * torch.randn(num_classes, dim)


def sample(n):
    labels = torch.randint(0, num_classes, (n,))
    feats = centers[labels] + 4.0 * torch.randn(n, dim)
    return feats, labels


X_train, y_train = sample(num_train)
X_val, y_val = sample(num_val)

# zero-centre with the training mean, then append the bias dimension (the "bias trick")
mean_feat = X_train.mean(dim=0)
X_train = torch.cat([X_train - mean_feat, torch.ones(num_train, 1)], dim=1)
X_val = torch.cat([X_val - mean_feat, torch.ones(num_val, 1)], dim=1)
print("train", tuple(X_train.shape), "val", tuple(X_val.shape))

# %% [markdown]
# ## Loss


# %%
def softmax_loss(W, X, y, reg):
    scores = X @ W
    data_loss = F.cross_entropy(scores, y)
    reg_loss = reg * (W[:-1] ** 2).sum()  # the bias row is not regularised
    return data_loss + reg_loss


def accuracy(W, X, y):
    with torch.no_grad():
        return (X @ W).argmax(dim=1).eq(y).float().mean().item()


# %% [markdown]
# ## Training with SGD

# %%
learning_rate = 5e-2
reg = 1e-3
num_iters = 300
batch_size = 200

W = 0.001 * torch.randn(dim + 1, num_classes)
W.requires_grad_()
print("initial loss %.4f (expected about %.4f)"
      % (softmax_loss(W, X_train, y_train, 0.0).item(), torch.log(torch.tensor(10.0))))

loss_history = []
tic = time.time()
for it in range(num_iters):
    idx = torch.randint(0, num_train, (batch_size,))
    loss = softmax_loss(W, X_train[idx], y_train[idx], reg)
    loss_history.append(loss.item())

    if W.grad is not None:
        W.grad.zero_()
    loss.backward()
    W = W - learning_rate * W.grad

    if it % 50 == 0:
        print("iteration %d / %d: loss %f" % (it, num_iters, loss.item()))
print("training took %.2fs" % (time.time() - tic))

# %% [markdown]
# ## Evaluation

# %%
print("train accuracy: %.3f" % accuracy(W, X_train, y_train))
print("val accuracy: %.3f" % accuracy(W, X_val, y_val))
