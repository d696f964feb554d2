class CommitmentController:
    """Raise beta when the encoder output receives little gradient, lower it otherwise."""

    def __init__(self, beta, target_rms, rate=1.04, lo=0.05, hi=50.0):
        self.beta, self.target, self.rate = beta, target_rms, rate
        self.lo, self.hi = lo, hi

    def observe(self, z_e):
        g = z_e.grad
        rms = 0.0 if g is None else g.pow(2).mean().sqrt().item()
        if rms < self.target:
            self.beta = min(self.beta * self.rate, self.hi)
        else:
            self.beta = max(self.beta / self.rate, self.lo)
        return rms
