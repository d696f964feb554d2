"""Hand-written feature pipeline: dict of raw columns -> dict of tensors."""
import numpy as np
import torch

CATEGORICAL = {"branch": 40, "car_class": 8, "channel": 5, "weekend": 2}
NUMERIC = ["lead_days", "rental_days", "driver_age", "quoted_price"]
LOG_COLUMNS = {"lead_days", "quoted_price"}
CROSSES = [("branch", "car_class"), ("channel", "weekend"), ("branch", "weekend")]
HASH_BUCKETS = 1024


class QuotePipeline:
    def __init__(self):
        self.moments = {}

    def _raw(self, cols, name):
        values = cols[name].astype(np.float64)
        return np.log1p(values) if name in LOG_COLUMNS else values

    def fit(self, cols):
        for name in NUMERIC:
            v = self._raw(cols, name)
            self.moments[name] = (float(v.mean()), float(v.std()) + 1e-6)
        return self

    def _scaled(self, cols):
        out = [(self._raw(cols, n) - self.moments[n][0]) / self.moments[n][1] for n in NUMERIC]
        return np.stack(out, axis=1)

    @staticmethod
    def _hashed_crosses(cols):
        ids = [(cols[a] * 1009 + cols[b] * 31 + k * 7919) % HASH_BUCKETS
               for k, (a, b) in enumerate(CROSSES)]
        return np.stack(ids, axis=1)

    def transform(self, cols):
        return {
            "cat": {c: torch.as_tensor(cols[c], dtype=torch.long) for c in CATEGORICAL},
            "num": torch.as_tensor(self._scaled(cols), dtype=torch.float32),
            "cross": torch.as_tensor(self._hashed_crosses(cols), dtype=torch.long),
            "label": torch.as_tensor(cols["booked"], dtype=torch.float32),
        }


def iterate(feats, batch_size, generator=None):
    n = feats["label"].shape[0]
    order = torch.randperm(n, generator=generator) if generator is not None else torch.arange(n)
    for start in range(0, n, batch_size):
        rows = order[start:start + batch_size]
        yield {
            "cat": {c: col[rows] for c, col in feats["cat"].items()},
            "num": feats["num"][rows],
            "cross": feats["cross"][rows],
            "label": feats["label"][rows],
        }
