"""Method-of-moments starting values and the fit parameters (log space)."""
import math

import torch


def moment_estimates(t, curves):
    """u from the centroid travel time between first and last station, D from
    the growth of the temporal variance (Fischer's change-of-moment method)."""
    xs = sorted(curves)
    cent, var = {}, {}
    for x in xs:
        c = curves[x]
        m0 = c.sum()
        cent[x] = float((t * c).sum() / m0)
        var[x] = float(((t - cent[x]) ** 2 * c).sum() / m0)
    x0, x1 = xs[0], xs[-1]
    u = (x1 - x0) / (cent[x1] - cent[x0])
    disp = 0.5 * u ** 2 * (var[x1] - var[x0]) / (cent[x1] - cent[x0])
    return {"log_u": math.log(u), "log_D": math.log(disp), "log_k": math.log(1.0e-5)}


def make_parameters(guess):
    return {name: torch.tensor(value, requires_grad=True).to(torch.float64) for name, value in guess.items()}
