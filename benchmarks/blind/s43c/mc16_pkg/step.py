"""One RCGAN iteration (Esteban et al., 2017): per-time-step real/fake logits."""
import torch
import torch.nn.functional as F


def bce(logits, value):
    return F.binary_cross_entropy_with_logits(logits, torch.full_like(logits, value))


def adversarial_step(gen, disc, opts, real, cond):
    z = torch.randn(real.size(0), real.size(1), gen.noise_dim)
    fake = gen(z, cond)

    # score everything in one go
    d_real = disc(real, cond)
    d_fake = disc(fake.detach(), cond)
    d_fake_for_g = disc(fake, cond)

    loss_d = bce(d_real, 1.0) + bce(d_fake, 0.0)
    opts["D"].zero_grad()
    loss_d.backward()
    opts["D"].step()

    loss_g = bce(d_fake_for_g, 1.0)
    opts["G"].zero_grad()
    loss_g.backward()
    opts["G"].step()
    return {"d": loss_d.item(), "g": loss_g.item()}
