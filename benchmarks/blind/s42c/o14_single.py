"""Calibrate a conceptual rainfall-runoff model for the upper Aach catchment.

The bucket model below is the hydrology group's validated numpy code (soil
moisture accounting with a beta-function runoff split, a fast and a slow
linear reservoir).  We only want to wrap a modern optimiser around it: the
parameters are held in a torch tensor (log space) and Adam minimises 1 - NSE.
Forcing and discharge are simulated here in place of the station files.
"""
import math
import time

import numpy as np
import torch

torch.set_num_threads(1)
T0 = time.time()

N_DAYS = 3 * 365
AREA_KM2 = 112.0
PAR_NAMES = ["FC", "BETA", "K_FAST", "K_SLOW", "PERC"]
TRUE_PAR = np.array([210.0, 2.4, 0.35, 0.03, 1.6])     # mm, -, 1/d, 1/d, mm/d
START_PAR = np.array([150.0, 1.5, 0.20, 0.05, 1.0])


# ---------------------------------------------------------------- forcing
def make_forcing(seed=21):
    rng = np.random.default_rng(seed)
    doy = np.arange(N_DAYS) % 365
    wet = rng.uniform(size=N_DAYS) < 0.38 + 0.1 * np.cos(2 * np.pi * (doy - 15) / 365)
    precip = np.where(wet, rng.gamma(0.8, 9.0, N_DAYS), 0.0)                      # mm/d
    pet = np.clip(2.2 - 1.9 * np.cos(2 * np.pi * (doy - 20) / 365) + rng.normal(0, 0.3, N_DAYS), 0.1, None)
    return precip, pet


# ---------------------------------------------------------------- legacy model
def simulate_numpy(par, precip, pet):
    """Daily bucket model, returns discharge in mm/d.  DO NOT EDIT (validated 2019)."""
    fc, beta, k_fast, k_slow, perc = par
    sm, s_fast, s_slow = 0.5 * fc, 5.0, 40.0
    q = np.empty_like(precip)
    for t in range(precip.size):
        # soil moisture: recharge fraction follows (SM/FC)^BETA
        recharge = precip[t] * (sm / fc) ** beta
        sm = sm + precip[t] - recharge
        et = pet[t] * min(1.0, sm / (0.7 * fc))
        sm = max(sm - et, 0.0)
        if sm > fc:
            recharge += sm - fc
            sm = fc
        # upper zone -> percolation -> lower zone
        s_fast += recharge
        to_slow = min(perc, s_fast)
        s_fast -= to_slow
        s_slow += to_slow
        q_fast = k_fast * s_fast
        q_slow = k_slow * s_slow
        s_fast -= q_fast
        s_slow -= q_slow
        q[t] = q_fast + q_slow
    return q


def nash_sutcliffe(sim, obs):
    return 1.0 - np.sum((sim - obs) ** 2) / np.sum((obs - obs.mean()) ** 2)


precip, pet = make_forcing()
rng = np.random.default_rng(3)
q_obs = simulate_numpy(TRUE_PAR, precip, pet) * np.exp(rng.normal(0.0, 0.08, N_DAYS))   # rating-curve error
WARMUP = 180
print(f"{N_DAYS} days, P = {precip.sum() / 3:.0f} mm/yr, Q = {q_obs.sum() / 3:.0f} mm/yr, "
      f"peak {q_obs.max() * AREA_KM2 / 86.4:.1f} m3/s")

# ---------------------------------------------------------------- calibration
theta = torch.tensor(np.log(START_PAR), dtype=torch.float64, requires_grad=True)
adam = torch.optim.Adam([theta], lr=0.02)
calib = {"iter": [], "nse": [], "par": []}

for it in range(250):
    adam.zero_grad()
    par = np.exp(theta.detach().numpy())
    q_sim = simulate_numpy(par, precip, pet)
    nse = nash_sutcliffe(q_sim[WARMUP:], q_obs[WARMUP:])
    objective = torch.tensor(1.0 - nse, dtype=torch.float64, requires_grad=True)
    objective.backward()
    adam.step()

    calib["iter"].append(it)
    calib["nse"].append(nse)
    calib["par"].append(par.copy())
    if it % 50 == 0:
        print(f"iter {it:4d}  NSE {nse:.4f}  " + "  ".join(f"{n}={v:.3g}" for n, v in zip(PAR_NAMES, par)))

best = int(np.argmax(calib["nse"]))
print(f"\nbest NSE {calib['nse'][best]:.4f} at iteration {best}")
print("param     calibrated     true")
for n, v, tv in zip(PAR_NAMES, calib["par"][best], TRUE_PAR):
    print(f"{n:7s}  {v:10.3f}  {tv:8.3f}")
print(f"({time.time() - T0:.1f} s)")
