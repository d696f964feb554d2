import torch
import torch.nn.functional as F


def critic_update(disc, opt_d, real, fake):
    real_logits = disc(real)
    fake_logits = disc(fake.detach())
    loss = F.binary_cross_entropy_with_logits(real_logits, torch.ones_like(real_logits)) + \
        F.binary_cross_entropy_with_logits(fake_logits, torch.zeros_like(fake_logits))
    opt_d.zero_grad()
    loss.backward()
    opt_d.step()
    return loss.item()


def generator_update(opt_g, d_out):
    loss = F.binary_cross_entropy_with_logits(d_out, torch.ones_like(d_out))
    opt_g.zero_grad()
    loss.backward()
    opt_g.step()
    return loss.item()
