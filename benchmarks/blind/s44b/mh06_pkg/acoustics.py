"""Input impedance of a saxophone mouthpiece + reed, seen as a sum of damped resonances."""
import math

import torch

TRUE_MODES = {"freq_hz": [233.0, 466.0, 712.0], "q": [22.0, 30.0, 18.0], "amp": [1.0, 0.65, 0.35]}


def resonances(log_f, log_q, log_a, f):
    fk, qk, ak = log_f.exp()[:, None], log_q.exp()[:, None], log_a.exp()[:, None]
    detune = f[None, :] / fk - fk / f[None, :]
    return (ak / torch.sqrt(1 + (qk * detune) ** 2)).sum(0)


def model_db(params, f):
    mag = resonances(params["log_f"], params["log_q"], params["log_a"], f) + params["floor"].exp()
    return 20 * torch.log10(mag)


def measured_sweep(n_points, gen):
    f = torch.linspace(120.0, 900.0, n_points)
    truth = {
        "log_f": torch.tensor(TRUE_MODES["freq_hz"]).log(),
        "log_q": torch.tensor(TRUE_MODES["q"]).log(),
        "log_a": torch.tensor(TRUE_MODES["amp"]).log(),
        "floor": torch.tensor(math.log(0.02)),
    }
    db = model_db(truth, f) + 0.3 * torch.randn(n_points, generator=gen)
    return f, db
