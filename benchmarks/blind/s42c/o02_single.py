"""Michaelis-Menten constants for the lab's beta-galactosidase assay.

Initial rates v0 (uM/min) were read off the ONPG absorbance slopes at eight
substrate concentrations, three replicates each.  Here the plate is simulated.
Step 1: Lineweaver-Burk straight line for a starting guess (what the protocol
sheet asks for).  Step 2: refine Vmax and Km by least squares on the raw rates
with plain gradient descent.  Step 3: standard errors from the Hessian.
"""
import math

import numpy as np
import torch

torch.set_num_threads(1)
rng = np.random.default_rng(2024)

# ---------------------------------------------------------------- the "plate"
VMAX_TRUE = 42.0     # uM/min
KM_TRUE = 1.8        # mM
S_mM = np.array([0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 6.4, 12.8])
N_REP = 3

S_all = np.repeat(S_mM, N_REP)
v_clean = VMAX_TRUE * S_all / (KM_TRUE + S_all)
# pipetting error is roughly proportional, reader noise is additive
v_obs_np = v_clean * (1.0 + 0.04 * rng.standard_normal(S_all.size)) + 0.3 * rng.standard_normal(S_all.size)

print("substrate [mM]   mean v0 [uM/min]")
for s in S_mM:
    print(f"  {s:6.2f}         {v_obs_np[S_all == s].mean():7.2f}")

# ------------------------------------------------- step 1: Lineweaver-Burk
slope, intercept = np.polyfit(1.0 / S_all, 1.0 / v_obs_np, 1)
vmax_lb = 1.0 / intercept
km_lb = slope * vmax_lb
print(f"\nLineweaver-Burk: Vmax = {vmax_lb:.2f} uM/min, Km = {km_lb:.3f} mM")

# ------------------------------------------------- step 2: least squares
S = torch.tensor(S_all, dtype=torch.float64)
v_obs = torch.tensor(v_obs_np, dtype=torch.float64)

# theta = [Vmax, Km]; the two live on very different scales, so each gets
# its own step size (a poor man's diagonal preconditioner)
theta = torch.tensor([vmax_lb, km_lb], dtype=torch.float64, requires_grad=True)
step_size = torch.tensor([0.02, 2.0e-4], dtype=torch.float64)
N_ITER = 4000
TOL = 1e-10

history = {"iter": [], "sse": [], "vmax": [], "km": []}


def rate_law(params, s):
    vmax, km = params[0], params[1]
    return vmax * s / (km + s)


sse_prev = math.inf
for it in range(N_ITER):
    v_model = rate_law(theta, S)
    sse = ((v_model - v_obs) ** 2).sum()
    sse.backward()

    theta = theta - step_size * theta.grad
    theta.grad = None               # fresh gradient next time round

    sse_now = sse.item()
    if it % 500 == 0:
        history["iter"].append(it)
        history["sse"].append(sse_now)
        history["vmax"].append(theta[0].item())
        history["km"].append(theta[1].item())
        print(f"iter {it:5d}  SSE {sse_now:10.4f}  Vmax {theta[0].item():7.3f}  Km {theta[1].item():6.4f}")
    if abs(sse_prev - sse_now) < TOL * max(1.0, sse_now):
        print(f"converged after {it} iterations")
        break
    sse_prev = sse_now

# ------------------------------------------------- step 3: standard errors
theta_hat = theta.detach().clone()
n_obs, n_par = S.numel(), theta_hat.numel()
sigma2 = sse_prev / (n_obs - n_par)


def sse_of(p):
    return ((rate_law(p, S) - v_obs) ** 2).sum()


H = torch.autograd.functional.hessian(sse_of, theta_hat)
cov = 2.0 * sigma2 * torch.linalg.inv(H)
se = cov.diagonal().sqrt()

print("\n            estimate     s.e.     true")
print(f"Vmax      {theta_hat[0]:9.3f}  {se[0]:7.3f}  {VMAX_TRUE:7.3f}   uM/min")
print(f"Km        {theta_hat[1]:9.4f}  {se[1]:7.4f}  {KM_TRUE:7.4f}   mM")
print(f"kcat/Km   {theta_hat[0] / theta_hat[1]:9.3f}  (uM/min/mM, enzyme conc. held fixed)")
