"""GAN update functions (non-saturating loss)."""
import torch
import torch.nn.functional as F

from .utils import as_constant, zero_all


def critic_loss(critic, real_rows, fake_rows):
    r, f = critic(real_rows), critic(fake_rows)
    return F.binary_cross_entropy_with_logits(r, torch.ones_like(r)) + \
        F.binary_cross_entropy_with_logits(f, torch.zeros_like(f))


def gan_iteration(gen, critic, opts, real_rows):
    zero_all(opts)
    fake_rows = gen(torch.randn(len(real_rows), gen.z_dim))

    c_loss = critic_loss(critic, real_rows, as_constant(fake_rows))
    c_loss.backward()
    opts["critic"].step()

    verdict = critic(fake_rows)
    g_loss = F.binary_cross_entropy_with_logits(verdict, torch.ones_like(verdict))
    g_loss.backward()
    opts["gen"].step()
    return c_loss.item(), g_loss.item()
