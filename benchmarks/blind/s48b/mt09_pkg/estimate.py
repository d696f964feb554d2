import torch

from .simulate import drop


class ManualDescent:
    """Plain gradient descent on two scalar leaves, with a fixed step size per
    parameter (the stiffness lives in log space, the damping does not)."""

    def __init__(self, log_k, damping, lr_k=4.0, lr_c=0.5):
        self.log_k = log_k
        self.damping = damping
        self.lr_k, self.lr_c = lr_k, lr_c

    def loss(self, x0, top_obs, bottom_obs, n_steps, dt):
        top, bottom = drop(x0, self.log_k.exp(), self.damping, n_steps, dt)
        return ((top - top_obs) ** 2).mean() + ((bottom - bottom_obs) ** 2).mean()

    def update(self):
        with torch.no_grad():
            self.log_k -= self.lr_k * self.log_k.grad
            self.damping -= self.lr_c * self.damping.grad
            self.damping.clamp_(min=0.0)
        self.log_k.grad.zero_()
        self.damping.grad.zero_()

    def run(self, x0, top_obs, bottom_obs, n_steps, dt, iters, log_every=10):
        for it in range(iters):
            loss = self.loss(x0, top_obs, bottom_obs, n_steps, dt)
            loss.backward()
            self.update()
            if it % log_every == 0 or it == iters - 1:
                print(f"it {it:3d} misfit {loss.item():.3e} k {self.log_k.exp().item():.4f} "
                      f"c {self.damping.item():.4f}")
        return loss.item()
