# %% [markdown]
# # Matrix factorisation for movie ratings
# Biased MF (Koren et al.) fitted with Adam on explicit 1-5 star ratings.
# Synthetic ratings stand in for the MovieLens file used in the notebook.

# %%
import math

import torch

torch.manual_seed(0)
torch.set_num_threads(1)

N_USERS, N_ITEMS, TRUE_RANK = 300, 200, 4
u_true = torch.randn(N_USERS, TRUE_RANK)
v_true = torch.randn(N_ITEMS, TRUE_RANK)
user_bias_true = 0.4 * torch.randn(N_USERS)
item_bias_true = 0.6 * torch.randn(N_ITEMS)
n_obs = 12000
users = torch.randint(N_USERS, (n_obs,))
items = torch.randint(N_ITEMS, (n_obs,))
raw = (3.5 + user_bias_true[users] + item_bias_true[items]
       + 0.35 * (u_true[users] * v_true[items]).sum(1) + 0.3 * torch.randn(n_obs))
ratings = raw.round().clamp(1, 5)

perm = torch.randperm(n_obs)
train_idx, test_idx = perm[:10000], perm[10000:]
global_mean = ratings[train_idx].mean()
print(f"{n_obs} ratings, mean {global_mean:.2f}")
print(f"global-mean baseline rmse: "
      f"{(ratings[test_idx] - global_mean).pow(2).mean().sqrt():.4f}")

# %% [markdown]
# ## Parameters

# %%
K = 8
LAMBDA = 0.02


def init_factors(rows, k):
    return torch.randn(rows, k, requires_grad=True) / math.sqrt(k)


P = init_factors(N_USERS, K)
Q = init_factors(N_ITEMS, K)
b_u = torch.zeros(N_USERS, requires_grad=True)
b_i = torch.zeros(N_ITEMS, requires_grad=True)


def predict(u, i):
    return global_mean + b_u[u] + b_i[i] + (P[u] * Q[i]).sum(1)


def rmse(idx):
    with torch.no_grad():
        return (predict(users[idx], items[idx]) - ratings[idx]).pow(2).mean().sqrt().item()


print(f"rmse at initialisation: {rmse(test_idx):.4f}")

# %% [markdown]
# ## Training

# %%
optimizer = torch.optim.Adam([P, Q, b_u, b_i], lr=0.01)
for epoch in range(15):
    order = train_idx[torch.randperm(len(train_idx))]
    for start in range(0, len(order), 256):
        idx = order[start:start + 256]
        u, i = users[idx], items[idx]
        err = predict(u, i) - ratings[idx]
        reg = LAMBDA * (P[u].pow(2).sum() + Q[i].pow(2).sum()) / len(idx)
        loss = err.pow(2).mean() + reg
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    if epoch % 3 == 2:
        print(f"epoch {epoch:2d}  train rmse {rmse(train_idx):.4f}  "
              f"test rmse {rmse(test_idx):.4f}")
