import math

import torch

TRUE_INERTIA = 3.2e-5        # kg m^2, a wooden top of ~40 g
TRUE_FRICTION = 0.08         # 1/s


def precession_log(n, rng, *, omega0, mass, arm):
    t = 12.0 * torch.rand(n, generator=rng)
    omega = omega0 * torch.exp(-TRUE_FRICTION * t)
    rate = mass * 9.81 * arm / (TRUE_INERTIA * omega)
    return {"t": t, "precession": rate * torch.exp(0.03 * torch.randn(n, generator=rng))}


def describe(params):
    return (f"I = {math.exp(params['log_inertia']):.2e} kg m^2 (true {TRUE_INERTIA:.1e}), "
            f"k = {math.exp(params['log_friction']):.3f} 1/s (true {TRUE_FRICTION})")
