import torch
import torch.nn.functional as F


def discriminator_step(disc, opt_d, real, drawn):
    opt_d.zero_grad()
    real_logits = disc(real)
    fake_logits = disc(drawn["samples"])
    loss = (F.binary_cross_entropy_with_logits(real_logits, torch.ones_like(real_logits))
            + F.binary_cross_entropy_with_logits(fake_logits, torch.zeros_like(fake_logits)))
    loss.backward()
    opt_d.step()
    return loss.item()
