import torch.nn.functional as F

from .registry import register_loss


@register_loss("hinge_d")
def hinge_discriminator(disc, real, fake):
    real_logits = disc(real)
    fake_logits = disc(fake)
    return F.relu(1.0 - real_logits).mean() + F.relu(1.0 + fake_logits).mean()


@register_loss("hinge_g")
def hinge_generator(disc, fake):
    return -disc(fake).mean()


@register_loss("ns_d")
def nonsaturating_discriminator(disc, real, fake):
    return F.softplus(-disc(real)).mean() + F.softplus(disc(fake)).mean()


@register_loss("ns_g")
def nonsaturating_generator(disc, fake):
    return F.softplus(-disc(fake)).mean()
