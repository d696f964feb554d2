# %% [markdown]
# # Predator-prey parameter estimation
# Fit the four Lotka-Volterra rates to noisy hare/lynx counts. A quick gradient-matching
# regression in numpy gives the starting point; the rates are then refined by
# differentiating through a fixed-step RK4 solver.

# %%
import numpy as np
import torch

torch.manual_seed(0)
torch.set_num_threads(1)

# %%
def lotka_volterra(state, rates):
    prey, pred = state[..., 0], state[..., 1]
    alpha, beta, gamma, delta = rates
    d_prey = alpha * prey - beta * prey * pred
    d_pred = delta * prey * pred - gamma * pred
    return torch.stack([d_prey, d_pred], dim=-1)


def rk4(f, y0, t, rates):
    ys = [y0]
    y = y0
    for i in range(len(t) - 1):
        h = t[i + 1] - t[i]
        k1 = f(y, rates)
        k2 = f(y + 0.5 * h * k1, rates)
        k3 = f(y + 0.5 * h * k2, rates)
        k4 = f(y + h * k3, rates)
        y = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        ys.append(y)
    return torch.stack(ys)


# %% [markdown]
# ## Synthetic observations (units of thousands of animals)

# %%
true_rates = torch.tensor([0.55, 0.028, 0.84, 0.026])
y0 = torch.tensor([30.0, 4.0])
t = torch.linspace(0, 20, 81)
with torch.no_grad():
    clean = rk4(lotka_volterra, y0, t, true_rates)
obs_idx = torch.arange(0, 81, 2)
observed = clean[obs_idx] * torch.exp(0.05 * torch.randn(len(obs_idx), 2))
print("observations:", tuple(observed.shape), "max prey %.1f" % observed[:, 0].max())

# %% [markdown]
# ## Starting point from gradient matching
# d(log prey)/dt = alpha - beta * pred and d(log pred)/dt = delta * prey - gamma are linear
# in the rates, so finite differences of the observations give a least-squares estimate.

# %%
t_obs = t[obs_idx].numpy().astype(np.float64)
prey_obs = observed[:, 0].numpy().astype(np.float64)
pred_obs = observed[:, 1].numpy().astype(np.float64)
dlog_prey = np.gradient(np.log(prey_obs), t_obs)
dlog_pred = np.gradient(np.log(pred_obs), t_obs)
(alpha0, beta0), *_ = np.linalg.lstsq(np.stack([np.ones_like(pred_obs), -pred_obs], 1),
                                      dlog_prey, rcond=None)
(delta0, gamma0), *_ = np.linalg.lstsq(np.stack([prey_obs, -np.ones_like(prey_obs)], 1),
                                       dlog_pred, rcond=None)
initial_guess = np.array([alpha0, beta0, gamma0, delta0])
print("gradient matching:", initial_guess.round(4))

# %% [markdown]
# ## Refine through the solver

# %%
rates = torch.tensor(initial_guess, requires_grad=True).float()
optimizer = torch.optim.Adam([rates], lr=2e-3)


def loss_fn():
    traj = rk4(lotka_volterra, y0, t, rates)[obs_idx]
    return ((traj.clamp(min=1e-3).log() - observed.log()) ** 2).mean()


for it in range(80):
    optimizer.zero_grad()
    loss = loss_fn()
    loss.backward()
    optimizer.step()
    if it % 20 == 0:
        print("iter %3d loss %.5f rates %s" % (it, loss.item(),
                                                 rates.detach().numpy().round(4)))

# %%
print("estimated:", rates.detach().numpy().round(4))
print("true:     ", true_rates.numpy())
