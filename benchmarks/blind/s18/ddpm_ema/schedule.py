import torch


class LinearSchedule:
    def __init__(self, steps=50, beta_start=1e-4, beta_end=0.05):
        self.steps = steps
        self.betas = torch.linspace(beta_start, beta_end, steps)
        self.alphas = 1.0 - self.betas
        self.alpha_bar = torch.cumprod(self.alphas, dim=0)

    def q_sample(self, x0, t, noise):
        ab = self.alpha_bar[t][:, None]
        return ab.sqrt() * x0 + (1 - ab).sqrt() * noise

    @torch.no_grad()
    def sample(self, model, n, dim, g=None):
        x = torch.randn(n, dim, generator=g)
        for i in reversed(range(self.steps)):
            t = torch.full((n,), i, dtype=torch.long)
            eps = model(x, t)
            a, ab = self.alphas[i], self.alpha_bar[i]
            x = (x - (1 - a) / (1 - ab).sqrt() * eps) / a.sqrt()
            if i > 0:
                x = x + self.betas[i].sqrt() * torch.randn(n, dim, generator=g)
        return x
