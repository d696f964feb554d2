import torch

from . import constraints


def critic_update(critic, generator, opt_c, real, noise_dim, clip):
    z = torch.randn(real.size(0), noise_dim)
    fake = generator(z).detach()
    opt_c.zero_grad()
    loss = critic(fake).mean() - critic(real).mean()
    loss.backward()
    opt_c.step()
    with torch.no_grad():
        constraints.clip_parameters(critic, clip)
    return -loss.item()


def generator_update(critic, generator, opt_g, batch_size, noise_dim):
    z = torch.randn(batch_size, noise_dim)
    opt_g.zero_grad()
    loss = -critic(generator(z)).mean()
    loss.backward()
    opt_g.step()
    return loss.item()
