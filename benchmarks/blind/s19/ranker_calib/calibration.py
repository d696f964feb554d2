"""Platt scaling fitted with plain numpy gradient descent (no autograd)."""
import numpy as np


class PlattScaler:
    def __init__(self, lr=0.5):
        self.params = {"a": np.ones(1), "b": np.zeros(1)}
        self.grad = {k: np.zeros_like(v) for k, v in self.params.items()}
        self.lr = lr
        self._cache = None

    def zero_grad(self):
        for g in self.grad.values():
            g.fill(0.0)

    def forward(self, scores):
        probs = 1.0 / (1.0 + np.exp(-(self.params["a"] * scores + self.params["b"])))
        self._cache = (scores, probs)
        return probs

    def backward(self, labels):
        scores, probs = self._cache
        err = probs - labels
        self.grad["a"] = np.array([np.mean(err * scores)])
        self.grad["b"] = np.array([np.mean(err)])
        return err

    def step(self):
        for k in self.params:
            self.params[k] -= self.lr * self.grad[k]

    def fit(self, scores, labels, iters=300):
        for _ in range(iters):
            self.forward(scores)
            self.backward(labels)
            self.step()
        return self


def expected_calibration_error(probs, labels, bins=10):
    edges = np.linspace(0.0, 1.0, bins + 1)
    ece = 0.0
    for lo, hi in zip(edges[:-1], edges[1:]):
        mask = (probs >= lo) & (probs < hi)
        if mask.any():
            ece += mask.mean() * abs(probs[mask].mean() - labels[mask].mean())
    return float(ece)
