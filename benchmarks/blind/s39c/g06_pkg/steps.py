import torch
import torch.nn.functional as F

from .sampling import noise, sample_fakes, set_requires_grad


def disc_update(G, D, opt_D, real):
    fake = sample_fakes(G, real.size(0))
    opt_D.zero_grad()
    real_logit = D(real)
    fake_logit = D(fake)
    d_loss = (F.binary_cross_entropy_with_logits(real_logit, torch.full_like(real_logit, 0.9))
              + F.binary_cross_entropy_with_logits(fake_logit, torch.zeros_like(fake_logit)))
    d_loss.backward()
    opt_D.step()
    return d_loss.item()


def gen_update(G, D, opt_G, batch_size):
    set_requires_grad(D, False)        # D is a fixed critic here
    opt_G.zero_grad()
    fake = G(noise(batch_size))
    logit = D(fake)
    g_loss = F.binary_cross_entropy_with_logits(logit, torch.ones_like(logit))
    g_loss.backward()
    opt_G.step()
    set_requires_grad(D, True)
    return g_loss.item()
