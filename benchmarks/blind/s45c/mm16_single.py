# %% [markdown]
# Luge: run time (s) from start push, ice temperature, sled setup and athlete mass.
# Start with least squares, then refine with a robust loss in torch
# (a few runs have crashes / skids that OLS overweights).

# %%
import numpy as np
import torch

torch.manual_seed(5)
rng = np.random.default_rng(5)
torch.set_num_threads(1)

# %% timing-system export
n = 1500
start_speed = rng.normal(11.5, 0.4, n)          # m/s at the first light beam
ice_c = rng.uniform(-12, -2, n)
runner_temp = rng.normal(0, 1, n)               # standardised steel temperature
mass = rng.normal(88, 6, n)
aero = rng.uniform(0, 1, n)                     # suit / visor score
lane_line = rng.uniform(0, 1, n)                # steering smoothness from video

run_time = (48.6 - 1.3 * (start_speed - 11.5) + 0.035 * (ice_c + 7) ** 2 - 0.12 * runner_temp
            - 0.02 * (mass - 88) - 0.35 * aero - 0.5 * lane_line + rng.normal(0, 0.08, n))
skid = rng.random(n) < 0.04
run_time[skid] += rng.uniform(0.5, 2.5, skid.sum())

A = np.column_stack([start_speed - 11.5, ice_c + 7, (ice_c + 7) ** 2 / 10, runner_temp,
                     (mass - 88) / 6, aero - 0.5, lane_line - 0.5])
tr, te = np.arange(1200), np.arange(1200, n)
clean_te = te[~skid[te]]
print("runs", n, "| skids", skid.sum(), "| median %.2f s" % np.median(run_time))

# %% ordinary least squares
A1 = np.column_stack([A, np.ones(n)])
coef_ls, *_ = np.linalg.lstsq(A1[tr], run_time[tr], rcond=None)
pred_ls = A1 @ coef_ls
rmse_clean = lambda p: float(np.sqrt(np.mean((p[clean_te] - run_time[clean_te]) ** 2)))
print("OLS   test RMSE on clean runs: %.4f s" % rmse_clean(pred_ls))
print("OLS   start-speed coef %.3f s per m/s" % coef_ls[0])

# %% robust refinement: Huber loss, start from the OLS solution
A_t = torch.tensor(A, dtype=torch.float32)
y_t = torch.tensor(run_time, dtype=torch.float32)
w = torch.tensor(coef_ls[:-1], requires_grad=True).float()
b = torch.tensor([coef_ls[-1]], dtype=torch.float32, requires_grad=True)
opt = torch.optim.Adam([w, b], lr=5e-3)
huber = torch.nn.HuberLoss(delta=0.15)
tr_t = torch.from_numpy(tr)

for it in range(400):
    pred = A_t[tr_t] @ w + b
    obj = huber(pred, y_t[tr_t])
    opt.zero_grad()
    obj.backward()
    opt.step()
    if it % 100 == 0:
        print(f"  it {it:3d} huber {obj.item():.5f}")

# %%
with torch.no_grad():
    pred_h = (A_t @ w + b).numpy()
print("Huber test RMSE on clean runs: %.4f s" % rmse_clean(pred_h))
print("Huber start-speed coef %.3f s per m/s" % w[0].item())

# %% and a version with a learned per-track-section offset? later.
