import numpy as np


class OutcomeTracker:
    """Prediction error of the IOL power, reported as in refractive audits."""

    def __init__(self, scale, offset):
        self.scale = scale
        self.offset = offset
        self.errors = []

    def update(self, pred, target):
        p = pred.numpy() * self.scale + self.offset
        t = target.numpy() * self.scale + self.offset
        self.errors.append(p - t)

    def report(self):
        e = np.concatenate(self.errors)
        self.errors = []
        return {"mae_d": round(float(np.abs(e).mean()), 3),
                "within_0.5d": round(float((np.abs(e) <= 0.5).mean()), 3),
                "within_1.0d": round(float((np.abs(e) <= 1.0).mean()), 3)}
