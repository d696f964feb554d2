"""Metric pytrees: sums that are merged across steps and normalised at the end of an epoch."""
from functools import reduce
from typing import Dict, Iterable

Metrics = Dict[str, object]

merge = lambda a, b: {k: a[k] + b[k] for k in a}


def fold(stream: Iterable[Metrics]) -> Metrics:
    return reduce(merge, stream)


def summarise(totals: Metrics) -> Dict[str, float]:
    n = totals["count"]
    return {"loss": float(totals["loss_sum"]) / n, "mae_days": float(totals["abs_err_sum"]) / n}
