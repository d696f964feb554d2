import torch
import torch.nn.functional as F


def _bce(logits, value):
    return F.binary_cross_entropy_with_logits(logits, torch.full_like(logits, value))


def refiner_step(refiner, disc, optimizer, sim, reg_weight):
    refined = refiner(sim)
    adversarial = _bce(disc(refined), 1.0)
    self_reg = (refined - sim).abs().mean()
    loss = adversarial + reg_weight * self_reg
    loss.backward()
    optimizer.step()
    optimizer.zero_grad()
    return adversarial.item(), self_reg.item()


def discriminator_step(disc, optimizer, real, fake):
    optimizer.zero_grad()
    loss = _bce(disc(real), 1.0) + _bce(disc(fake), 0.0)
    loss.backward()
    optimizer.step()
    return loss.item()
