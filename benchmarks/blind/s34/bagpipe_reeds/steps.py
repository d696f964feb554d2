import torch
import torch.nn.functional as F

from sampling import draw


def critic_step(critic, opt_c, real, fake, cond):
    opt_c.zero_grad()
    real_logit = critic(*real, cond)
    fake_logit = critic(*fake, cond)
    loss = (F.binary_cross_entropy_with_logits(real_logit, torch.full_like(real_logit, 0.9))
            + F.binary_cross_entropy_with_logits(fake_logit, torch.zeros_like(fake_logit)))
    loss.backward()
    opt_c.step()
    return loss.item()


def generator_step(generator, critic, opt_g, cond):
    opt_g.zero_grad()
    fake = draw(generator, cond)
    logit = critic(*fake, cond)
    loss = F.binary_cross_entropy_with_logits(logit, torch.ones_like(logit))
    loss.backward()
    opt_g.step()
    return loss.item()
