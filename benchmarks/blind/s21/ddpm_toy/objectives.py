import torch
import torch.nn.functional as F


class EpsObjective:
    """Simple DDPM loss: predict the injected noise."""

    def __init__(self, schedule):
        self.sched = schedule

    @torch.no_grad()
    def corrupt(self, x0):
        t = torch.randint(0, self.sched.steps, (x0.shape[0],))
        noise = torch.randn_like(x0)
        return self.sched.q_sample(x0, t, noise), t, noise

    @torch.no_grad()
    def predict(self, net, xt, t):
        return net(xt, t.float() / self.sched.steps)

    def __call__(self, net, x0):
        xt, t, noise = self.corrupt(x0)
        eps_hat = self.predict(net, xt, t)
        return F.mse_loss(eps_hat, noise)
