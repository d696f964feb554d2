"""Synthetic glucose/insulin records from the Bergman minimal model.

Glucose is simulated in mg/dL (clinical convention) and converted to mmol/L
for training, because the network behaves better with O(1)-O(10) numbers.
"""
import numpy as np

MGDL_PER_MMOL = 18.016


def meal_profile(t_min, meals):
    """Rate of appearance of glucose (mg/dL/min) for a list of (time, grams)."""
    ra = np.zeros_like(t_min)
    for t0, grams in meals:
        dt = np.clip(t_min - t0, 0.0, None)
        # gamma-like absorption curve, peak after ~40 min
        ra += grams * 0.06 * (dt / 40.0) * np.exp(1.0 - dt / 40.0) * (t_min >= t0)
    return ra


def insulin_profile(t_min, boluses, basal=10.0):
    """Plasma insulin (uU/mL) after subcutaneous boluses (units)."""
    ins = np.full_like(t_min, basal)
    for t0, units in boluses:
        dt = np.clip(t_min - t0, 0.0, None)
        ins += units * 4.0 * (dt / 55.0) * np.exp(1.0 - dt / 55.0) * (t_min >= t0)
    return ins


def simulate_patient(rng, t_end_min=360.0, dt_fine=0.5, every_min=5.0):
    p1 = rng.uniform(0.02, 0.04)      # 1/min, glucose effectiveness
    p2 = rng.uniform(0.015, 0.03)     # 1/min
    p3 = rng.uniform(0.8e-5, 1.6e-5)  # (mL/uU)/min^2
    Gb = rng.uniform(85.0, 115.0)     # mg/dL
    Ib = 10.0

    meals = [(rng.uniform(20, 40), rng.uniform(40, 80)),
             (rng.uniform(200, 240), rng.uniform(30, 70))]
    boluses = [(m[0] - 5.0, m[1] / 10.0) for m in meals]

    t = np.arange(0.0, t_end_min + dt_fine, dt_fine)
    ra = meal_profile(t, meals)
    ins = insulin_profile(t, boluses, basal=Ib)

    G = np.empty_like(t)
    X = np.empty_like(t)
    G[0], X[0] = Gb + rng.normal(0, 5.0), 0.0
    for k in range(len(t) - 1):
        dG = -(p1 + X[k]) * G[k] + p1 * Gb + ra[k]
        dX = -p2 * X[k] + p3 * (ins[k] - Ib)
        G[k + 1] = G[k] + dt_fine * dG
        X[k + 1] = X[k] + dt_fine * dX

    stride = int(round(every_min / dt_fine))
    obs_t = t[::stride]
    glucose_mgdl = G[::stride] + rng.normal(0.0, 3.0, size=obs_t.shape)  # CGM noise
    return {
        "t_min": obs_t,
        "glucose_mmol": glucose_mgdl / MGDL_PER_MMOL,
        "meal_rate": ra[::stride] / MGDL_PER_MMOL,     # mmol/L/min
        "insulin": (ins[::stride] - Ib) / 10.0,         # scaled deviation from basal
    }


def cohort(n_patients=8, seed=0):
    rng = np.random.default_rng(seed)
    records = [simulate_patient(rng) for _ in range(n_patients)]
    glucose = np.stack([r["glucose_mmol"] for r in records])           # (P, T)
    inputs = np.stack([np.stack([r["meal_rate"] * 10.0, r["insulin"]], -1)
                       for r in records])                               # (P, T, 2)
    return records[0]["t_min"], glucose, inputs
