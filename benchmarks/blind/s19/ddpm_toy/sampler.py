import torch

from utils import evaluating, frozen


@frozen
def ancestral_sample(model, schedule, n, data_dim=2, generator=None):
    model.eval()
    x = torch.randn(n, data_dim, generator=generator)
    for step in reversed(range(schedule.steps)):
        t = torch.full((n,), step, dtype=torch.long)
        eps = model(x, t)
        alpha, ab, beta = schedule.alphas[step], schedule.alpha_bar[step], schedule.betas[step]
        x = (x - beta / (1 - ab).sqrt() * eps) / alpha.sqrt()
        if step > 0:
            x = x + beta.sqrt() * torch.randn(x.shape, generator=generator)
    return x


def evaluate_denoising(model, schedule, x0, generator=None):
    with evaluating(model):
        t = torch.randint(0, schedule.steps, (x0.size(0),), generator=generator)
        noise = torch.randn(x0.shape, generator=generator)
        pred = model(schedule.q_sample(x0, t, noise), t)
        return torch.mean((pred - noise) ** 2).item()
