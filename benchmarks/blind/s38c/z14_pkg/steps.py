import torch
import torch.nn.functional as F

from .context import freeze


def critic_step(G, D, opt_d, cloudy, clear):
    fake = G(cloudy)
    opt_d.zero_grad()
    real_score = D(clear)
    fake_score = D(fake.detach())
    loss = F.softplus(-real_score).mean() + F.softplus(fake_score).mean()
    loss.backward()
    opt_d.step()
    return fake, loss.item()


def generator_step(G, D, opt_g, fake, clear, l1_weight=10.0):
    opt_g.zero_grad()
    with freeze(D):
        adv = F.softplus(-D(fake)).mean()
    loss = adv + l1_weight * F.l1_loss(fake, clear)
    loss.backward()
    opt_g.step()
    return loss.item()
