import numpy as np

from .fem import solve_cantilever

NAMES = ["L_m", "E_GPa", "b_mm", "h_mm", "P_kN", "q_kN_m"]
LOW = np.array([1.0, 70.0, 40.0, 80.0, 0.5, 0.0])
HIGH = np.array([3.0, 210.0, 100.0, 200.0, 5.0, 2.0])


def latin_hypercube(n, rng):
    d = len(NAMES)
    u = (np.arange(n)[:, None] + rng.uniform(size=(n, d))) / n
    for j in range(d):
        u[:, j] = u[rng.permutation(n), j]
    return LOW + u * (HIGH - LOW)


def simulate(design):
    out = np.array([solve_cantilever(*row) for row in design])
    return out                                    # (n, 2): tip deflection mm, root stress MPa


class Scaler:
    """Log-transform (everything here is positive and spans decades) then standardise."""

    def __init__(self, A, log_cols):
        self.log_cols = log_cols
        Z = self._fwd(A)
        self.mean, self.std = Z.mean(0), Z.std(0)

    def _fwd(self, A):
        Z = A.astype(np.float64).copy()
        Z[:, self.log_cols] = np.log(Z[:, self.log_cols] + 1e-3)
        return Z

    def transform(self, A):
        return ((self._fwd(A) - self.mean) / self.std).astype(np.float32)

    def inverse(self, Z):
        A = Z * self.std + self.mean
        A[:, self.log_cols] = np.exp(A[:, self.log_cols]) - 1e-3
        return A
