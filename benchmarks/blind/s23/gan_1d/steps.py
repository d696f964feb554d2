import torch
import torch.nn.functional as F

from .sampling import frozen


def critic_step(critic, opt_c, real, fake):
    opt_c.zero_grad()
    real_logits = critic(real)
    fake_logits = critic(frozen(fake))
    loss = F.softplus(-real_logits).mean() + F.softplus(fake_logits).mean()
    loss.backward()
    opt_c.step()
    return loss.item()


def generator_step(critic, opt_g, fake):
    opt_g.zero_grad()
    loss = F.softplus(-critic(fake)).mean()
    loss.backward()
    opt_g.step()
    return loss.item()
