"""Single-diode model parameters of a 60-cell PV module from one I-V sweep.

    I = Iph - I0 * (exp((V + I Rs) / (n Ns Vt)) - 1) - (V + I Rs) / Rsh

The parameter vector lives in numpy (it came from the old scipy script and is
still passed to the string-inverter sizing code that way); torch is only used
to get the gradient of the implicit-residual objective.  Adam is written out
by hand in numpy.  The "measured" sweep is simulated here.
"""
import math
import time

import numpy as np
import torch

torch.set_num_threads(1)
t_start = time.time()

K_B, Q_E = 1.380649e-23, 1.602176634e-19
T_CELL = 298.15
VT = K_B * T_CELL / Q_E          # thermal voltage, V
NS = 60                          # cells in series

TRUE = {"Iph": 8.92, "I0": 2.5e-10, "n": 1.08, "Rs": 0.32, "Rsh": 280.0}
NAMES = ["Iph", "log I0", "n", "log Rs", "log Rsh"]


# ------------------------------------------------------------ simulate the sweep
def diode_current_np(v, iph, i0, n, rs, rsh, iters=60):
    """Newton solve of the implicit equation for I at each V (numpy)."""
    a = n * NS * VT
    i = np.full_like(v, iph)
    for _ in range(iters):
        e = np.exp((v + i * rs) / a)
        f = iph - i0 * (e - 1.0) - (v + i * rs) / rsh - i
        df = -i0 * e * rs / a - rs / rsh - 1.0
        i = i - f / df
    return i


rng = np.random.default_rng(42)
voc_guess = NS * 0.68
V_meas = np.linspace(0.0, voc_guess, 80)
I_clean = diode_current_np(V_meas, TRUE["Iph"], TRUE["I0"], TRUE["n"], TRUE["Rs"], TRUE["Rsh"])
keep = I_clean > -0.2
V_meas, I_clean = V_meas[keep], I_clean[keep]
I_meas = I_clean + 0.01 * rng.standard_normal(I_clean.size)       # 10 mA rms, tracer spec
print(f"I-V sweep: {V_meas.size} points, Isc {I_meas[0]:.3f} A, V(last) {V_meas[-1]:.2f} V")

V_t = torch.from_numpy(V_meas)
I_t = torch.from_numpy(I_meas)


def unpack(theta):
    iph = theta[0]
    i0 = torch.exp(theta[1])
    n = theta[2]
    rs = torch.exp(theta[3])
    rsh = torch.exp(theta[4])
    return iph, i0, n, rs, rsh


def residual_objective(theta):
    """Mean squared residual of the implicit equation at the measured (V, I)."""
    iph, i0, n, rs, rsh = unpack(theta)
    a = n * NS * VT
    vd = V_t + I_t * rs
    r = iph - i0 * (torch.exp(vd / a) - 1.0) - vd / rsh - I_t
    return (r ** 2).mean()


# ------------------------------------------------------------ initial guess
# the datasheet rule-of-thumb: Iph ~ Isc, n ~ 1.3, Rs ~ 0.5, Rsh ~ 100,
# I0 from the open-circuit condition
isc, voc = I_meas[0], np.interp(0.0, -I_meas, V_meas)
n0 = 1.3
i00 = isc / (math.exp(voc / (n0 * NS * VT)) - 1.0)
theta_np = np.array([isc, math.log(i00), n0, math.log(0.5), math.log(100.0)])

# ------------------------------------------------------------ stage 1: Adam, by hand
lr = np.array([5e-3, 5e-2, 5e-3, 2e-2, 2e-2])
beta1, beta2, eps = 0.9, 0.999, 1e-12
m = np.zeros_like(theta_np)
v = np.zeros_like(theta_np)
history = {"stage": [], "step": [], "objective": [], "theta": []}

for step in range(1, 1501):
    theta = torch.tensor(theta_np, dtype=torch.float64, requires_grad=True)
    obj = residual_objective(theta)
    obj.backward()
    g = theta.grad.numpy()

    m = beta1 * m + (1 - beta1) * g
    v = beta2 * v + (1 - beta2) * g ** 2
    m_hat = m / (1 - beta1 ** step)
    v_hat = v / (1 - beta2 ** step)
    theta_np = theta_np - lr * m_hat / (np.sqrt(v_hat) + eps)

    if step % 500 == 0 or step == 1:
        history["stage"].append("adam")
        history["step"].append(step)
        history["objective"].append(obj.item())
        history["theta"].append(theta_np.copy())
        print(f"adam {step:5d}  objective {obj.item():.3e}")

# ------------------------------------------------------------ stage 2: Levenberg-Marquardt
# Adam crawls along the I0-n valley; LM on the residual vector finishes the job.


def residual_vector(theta):
    iph, i0, n, rs, rsh = unpack(theta)
    vd = V_t + I_t * rs
    return iph - i0 * (torch.exp(vd / (n * NS * VT)) - 1.0) - vd / rsh - I_t


damping = 1e-2
for it in range(40):
    th = torch.from_numpy(theta_np)
    r = residual_vector(th).numpy()
    jac = torch.autograd.functional.jacobian(residual_vector, th).numpy()
    jtj, jtr = jac.T @ jac, jac.T @ r
    accepted = False
    while damping < 1e8:
        delta = np.linalg.solve(jtj + damping * np.diag(np.diag(jtj)), -jtr)
        r_new = residual_vector(torch.from_numpy(theta_np + delta)).numpy()
        if (r_new ** 2).sum() < (r ** 2).sum():
            theta_np = theta_np + delta
            damping = max(damping / 3.0, 1e-9)
            accepted = True
            break
        damping *= 4.0
    if it % 10 == 0 or not accepted:
        history["stage"].append("lm")
        history["step"].append(it)
        history["objective"].append(float((r_new ** 2).mean()))
        history["theta"].append(theta_np.copy())
        print(f"lm   {it:5d}  objective {(r_new ** 2).mean():.3e}")
    if not accepted:
        break

# ------------------------------------------------------------ results
with torch.no_grad():
    final_obj = residual_objective(torch.from_numpy(theta_np)).item()
iph, i0, n_id, rs, rsh = [float(x) for x in unpack(torch.from_numpy(theta_np))]
print(f"\nfinal objective {final_obj:.3e} A^2")
print("           fit         true")
print(f"Iph   {iph:10.4f}  {TRUE['Iph']:10.4f}  A")
print(f"I0    {i0:10.3e}  {TRUE['I0']:10.3e}  A")
print(f"n     {n_id:10.4f}  {TRUE['n']:10.4f}")
print(f"Rs    {rs:10.4f}  {TRUE['Rs']:10.4f}  ohm")
print(f"Rsh   {rsh:10.1f}  {TRUE['Rsh']:10.1f}  ohm")

# maximum power point of the fitted model vs. the measurement
V_fine = np.linspace(0.0, V_meas[-1], 400)
I_fit = diode_current_np(V_fine, iph, i0, n_id, rs, rsh)
p_fit = V_fine * I_fit
p_meas = V_meas * I_meas
print(f"Pmpp fit {p_fit.max():.1f} W at {V_fine[p_fit.argmax()]:.2f} V;  "
      f"measured {p_meas.max():.1f} W at {V_meas[p_meas.argmax()]:.2f} V")
print(f"({time.time() - t_start:.1f} s)")
