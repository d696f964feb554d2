# %% [markdown]
# # A two-layer network from scratch
# Exported from the week-3 notebook: no nn.Module, no torch.optim. Parameters are plain
# tensors, the update rule is written out by hand, and the spiral data is generated here.

# %%
import math

import torch
import torch.nn.functional as F

torch.manual_seed(0)
torch.set_num_threads(1)

# %%
N_PER_CLASS, N_CLASSES, HIDDEN = 200, 3, 64
LR, STEPS, BATCH = 0.5, 600, 128


def make_spirals(n_per_class, n_classes, noise=0.2):
    xs, ys = [], []
    for k in range(n_classes):
        r = torch.linspace(0.0, 1.0, n_per_class)
        t = torch.linspace(k * 4.0, (k + 1) * 4.0, n_per_class) + noise * torch.randn(n_per_class)
        xs.append(torch.stack([r * torch.sin(t), r * torch.cos(t)], dim=1))
        ys.append(torch.full((n_per_class,), k))
    return torch.cat(xs), torch.cat(ys)


X, y = make_spirals(N_PER_CLASS, N_CLASSES)
perm = torch.randperm(len(X))
X, y = X[perm], y[perm]
X_train, y_train, X_val, y_val = X[:480], y[:480], X[480:], y[480:]

# %% [markdown]
# ## Parameters
# He-style scaling for the hidden layer, small weights for the output layer.


# %%
def init_params(n_in, n_hidden, n_out):
    W1 = (torch.randn(n_in, n_hidden) * math.sqrt(2.0 / n_in)).requires_grad_()
    b1 = torch.zeros(n_hidden, requires_grad=True)
    W2 = (torch.randn(n_hidden, n_out) * 0.01).requires_grad_()
    b2 = torch.zeros(n_out, requires_grad=True)
    return [W1, b1, W2, b2]


def forward(params, x):
    W1, b1, W2, b2 = params
    h = torch.relu(x @ W1 + b1)
    return h @ W2 + b2


def sgd(params, lr):
    """One plain gradient-descent step; returns fresh leaf tensors."""
    with torch.no_grad():
        new_params = [p - lr * p.grad for p in params]
    for p in new_params:
        p.requires_grad_()
    return new_params


def accuracy(params, x, y):
    with torch.no_grad():
        return (forward(params, x).argmax(1) == y).float().mean().item()


# %%
params = init_params(2, HIDDEN, N_CLASSES)
print(f"val acc before training: {accuracy(params, X_val, y_val):.3f}")

# %% [markdown]
# ## Training loop

# %%
for step in range(STEPS):
    idx = torch.randint(0, len(X_train), (BATCH,))
    logits = forward(params, X_train[idx])
    loss = F.cross_entropy(logits, y_train[idx])
    loss.backward()
    params = sgd(params, LR)
    if step % 100 == 0 or step == STEPS - 1:
        print(f"step {step:4d}  loss {loss.item():.4f}  "
              f"train acc {accuracy(params, X_train, y_train):.3f}")

# %%
print(f"val acc after training: {accuracy(params, X_val, y_val):.3f}")
