"""Multi-start: reseed the same leaves in place, reset the optimizer state, fit, keep the best."""
from .parameters import reseed_, snapshot


def multi_start(unknowns, fit, reset, gen, starts, iters):
    results = []
    for k in range(starts):
        if k:
            reseed_(unknowns, gen)
            reset()
        before = snapshot(unknowns)
        rmse = fit(iters) ** 0.5
        after = snapshot(unknowns)
        results.append({"start": k, "from": before, "fit": after, "rmse": rmse})
    return min(results, key=lambda r: r["rmse"]), results
