import torch
import torch.nn.functional as F

ones_like = torch.ones_like
zeros_like = torch.zeros_like


def critic_update(critic, opt_d, real, fake):
    """one discriminator step: real throws -> 1, generated throws -> 0"""
    opt_d.zero_grad()
    s_real = critic(real)
    s_fake = critic(fake)
    loss_d = (F.binary_cross_entropy_with_logits(s_real, ones_like(s_real))
              + F.binary_cross_entropy_with_logits(s_fake, zeros_like(s_fake)))
    loss_d.backward()
    opt_d.step()
    return loss_d.item(), torch.sigmoid(s_real).mean().item()


def generator_update(critic, opt_g, fake):
    """non-saturating generator loss on the same fake batch"""
    opt_g.zero_grad()
    s_fake = critic(fake)
    loss_g = F.binary_cross_entropy_with_logits(s_fake, ones_like(s_fake))
    loss_g.backward()
    opt_g.step()
    return loss_g.item()
