import torch


def ancestral_sample(net, objective, n, d=2):
    sched = objective.sched
    x = torch.randn(n, d)
    for step in reversed(range(sched.steps)):
        t = torch.full((n,), step)
        eps = objective.predict(net, x, t)
        a, ab, b = sched.alphas[step], sched.alpha_bar[step], sched.betas[step]
        x = (x - b / (1 - ab).sqrt() * eps) / a.sqrt()
        if step > 0:
            x = x + b.sqrt() * torch.randn_like(x)
    return x
