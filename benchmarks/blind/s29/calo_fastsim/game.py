import torch
import torch.nn.functional as F

from .players import frozen


def play_round(generator, critic, real, cond):
    g, d = generator.net, critic.net
    z = torch.randn(len(real), g.latent_dim)
    fake = g(z, cond)
    real_logit, fake_logit = d(real, cond), d(fake, cond)
    d_loss = (F.binary_cross_entropy_with_logits(real_logit, torch.full_like(real_logit, 0.9))
              + F.binary_cross_entropy_with_logits(fake_logit, torch.zeros_like(fake_logit)))
    critic.update(d_loss)

    with frozen(d):
        z = torch.randn(len(real), g.latent_dim)
        logit = d(g(z, cond), cond)
        g_loss = F.binary_cross_entropy_with_logits(logit, torch.ones_like(logit))
        generator.update(g_loss)
    return d_loss.item(), g_loss.item()
