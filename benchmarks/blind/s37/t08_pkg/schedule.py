import torch


class LinearSchedule:
    def __init__(self, steps=100, beta_start=1e-4, beta_end=0.05):
        self.steps = steps
        self.betas = torch.linspace(beta_start, beta_end, steps)
        self.alphas = 1 - self.betas
        self.alpha_bar = torch.cumprod(self.alphas, 0)

    def q_sample(self, x0, t, noise):
        ab = self.alpha_bar[t].unsqueeze(1)
        return ab.sqrt() * x0 + (1 - ab).sqrt() * noise
