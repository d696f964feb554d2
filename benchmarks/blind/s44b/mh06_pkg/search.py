"""Multi-start search: several random starts, keep the best fit."""
from .fitting import make_optimizer
from .params import draw_start


def multi_start(fit, gen, n_starts, iters, kind="adam", lr=0.02):
    params = draw_start(gen)
    opt = make_optimizer(params, kind, lr)
    results = []
    for start in range(n_starts):
        if start:
            params.update(draw_start(gen))
        trace = fit(params, opt, iters)
        snapshot = {k: v.detach().clone() for k, v in params.items()}
        results.append({"start": start, "first": trace[0], "final": trace[-1], "params": snapshot})
    return min(results, key=lambda r: r["final"]), results
