"""Two-pool soil respiration model with a Q10 temperature response.

Daily chamber CO2 efflux from the forest plot (here: simulated) is fitted with

    R(t) = f_T(t) f_W(t) [k_fast C_fast(t) + k_slow C_slow(t)],
    f_T = Q10 ** ((T - 10) / 10),  f_W = moisture scalar,
    dC_i/dt = -k_i f_T f_W C_i  (no litter input during the campaign year)

then a local sensitivity analysis of the annual efflux under +2 K warming is
done with autograd: elasticities d ln R_annual / d ln p for the physical
parameters.
"""
import math
import time

import numpy as np
import torch

torch.set_num_threads(1)
t_begin = time.time()
rng = np.random.default_rng(8)

DAYS = 365
C_FAST0 = 450.0      # g C / m^2, litter + particulate OM (from the fractionation)
C_SLOW0 = 9800.0     # g C / m^2, mineral-associated OM
TRUE = {"k_fast": 0.9 / 365.0, "k_slow": 0.012 / 365.0, "q10": 2.3}   # per day

# ------------------------------------------------------------------ forcing
day = np.arange(DAYS)
soil_T = 9.0 - 8.5 * np.cos(2 * np.pi * (day - 20) / 365.0) + rng.normal(0.0, 1.2, DAYS)
soil_W = np.clip(0.30 + 0.08 * np.cos(2 * np.pi * (day - 40) / 365.0) + rng.normal(0, 0.02, DAYS), 0.08, 0.45)
T_t = torch.tensor(soil_T, dtype=torch.float64)
W_t = torch.tensor(soil_W, dtype=torch.float64)


def moisture_scalar(w, w_opt=0.32, width=0.12):
    return torch.exp(-((w - w_opt) / width) ** 2)


def daily_efflux(k_fast, k_slow, q10, temp=T_t, wat=W_t):
    """g C / m^2 / day for every day of the year."""
    f = q10 ** ((temp - 10.0) / 10.0) * moisture_scalar(wat)
    # exact solution of the linear decay with a time-varying rate
    cum = torch.cumsum(f, dim=0) - f
    c_fast = C_FAST0 * torch.exp(-k_fast * cum)
    c_slow = C_SLOW0 * torch.exp(-k_slow * cum)
    return f * (k_fast * c_fast + k_slow * c_slow)


with torch.no_grad():
    r_true = daily_efflux(torch.tensor(TRUE["k_fast"]), torch.tensor(TRUE["k_slow"]), torch.tensor(TRUE["q10"]))
# chamber measurements on 70 % of days, 12 % multiplicative error
measured_days = np.sort(rng.choice(DAYS, size=int(0.7 * DAYS), replace=False))
r_obs = r_true[measured_days] * torch.tensor(np.exp(rng.normal(0.0, 0.12, measured_days.size)))
print(f"{measured_days.size} chamber days, mean efflux {r_obs.mean():.2f} g C/m^2/d")

# ------------------------------------------------------------------ fit
# log-parameters keep everything positive
theta = {
    "log_k_fast": torch.tensor(math.log(0.5 / 365.0), dtype=torch.float64, requires_grad=True),
    "log_k_slow": torch.tensor(math.log(0.02 / 365.0), dtype=torch.float64, requires_grad=True),
    "log_q10": torch.tensor(math.log(2.0), dtype=torch.float64, requires_grad=True),
}
opt = torch.optim.Adam(theta.values(), lr=0.03)
fit_log = {"it": [], "sse": [], "q10": []}

for it in range(300):
    opt.zero_grad()
    r_mod = daily_efflux(theta["log_k_fast"].exp(), theta["log_k_slow"].exp(), theta["log_q10"].exp())
    sse = ((torch.log(r_mod[measured_days]) - torch.log(r_obs)) ** 2).sum()
    sse.backward()
    opt.step()
    if it % 100 == 0:
        fit_log["it"].append(it)
        fit_log["sse"].append(sse.item())
        fit_log["q10"].append(math.exp(theta["log_q10"].item()))
        print(f"iter {it:4d}  SSE(log) {sse.item():8.3f}  Q10 {fit_log['q10'][-1]:.3f}")

print("\nparameter      fit          true")
for name in ("k_fast", "k_slow", "q10"):
    val = math.exp(theta["log_" + name].item())
    print(f"{name:8s}  {val:11.4e}  {TRUE[name]:11.4e}")

# ------------------------------------------------------------------ sensitivity at +2 K
phys = {name: theta["log_" + name].exp() for name in ("k_fast", "k_slow", "q10")}
annual_warm = daily_efflux(phys["k_fast"], phys["k_slow"], phys["q10"], temp=T_t + 2.0).sum()
with torch.no_grad():
    annual_now = daily_efflux(phys["k_fast"], phys["k_slow"], phys["q10"]).sum()
annual_warm.backward()

elasticity = {}
for name, value in phys.items():
    elasticity[name] = (value.grad * value / annual_warm).item()

print(f"\nannual efflux now {annual_now.item():.0f}, at +2 K {annual_warm.item():.0f} g C/m^2/yr "
      f"({100 * (annual_warm.item() / annual_now.item() - 1):+.1f} %)")
for name, e in elasticity.items():
    print(f"  d ln R / d ln {name:7s} = {e:+.3f}")
print(f"({time.time() - t_begin:.1f} s)")
