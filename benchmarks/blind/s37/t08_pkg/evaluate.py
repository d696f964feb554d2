import torch
import torch.nn.functional as F


def denoising_loss(model, schedule, x0):
    t = torch.randint(0, schedule.steps, (x0.size(0),))
    noise = torch.randn_like(x0)
    return F.mse_loss(model(schedule.q_sample(x0, t, noise), t), noise)


def validation_loss(model, schedule, data, repeats=4):
    total = 0.0
    for _ in range(repeats):
        total += denoising_loss(model, schedule, data).item()
    return total / repeats


def ancestral_sample(model, schedule, n, dim=2):
    x = torch.randn(n, dim)
    for i in reversed(range(schedule.steps)):
        t = torch.full((n,), i, dtype=torch.long)
        eps = model(x, t)
        a, ab, b = schedule.alphas[i], schedule.alpha_bar[i], schedule.betas[i]
        x = (x - b / (1 - ab).sqrt() * eps) / a.sqrt()
        if i > 0:
            x = x + b.sqrt() * torch.randn_like(x)
    return x
