import torch
import torch.nn.functional as F


def d_step(disc, opt_d, real, fake):
    opt_d.zero_grad()
    logits_real = disc(real)
    logits_fake = disc(fake.detach())
    loss = (F.binary_cross_entropy_with_logits(logits_real, torch.ones_like(logits_real))
            + F.binary_cross_entropy_with_logits(logits_fake, torch.zeros_like(logits_fake)))
    loss.backward()
    opt_d.step()
    return loss.item()


def g_step(disc, opt_g, fake):
    opt_g.zero_grad()
    logits = disc(fake)
    loss = F.binary_cross_entropy_with_logits(logits, torch.ones_like(logits))
    loss.backward()
    opt_g.step()
    return loss.item()
