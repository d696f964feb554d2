import torch
import torch.nn.functional as F

from hygiene import release_grads


def critic_step(gen, critic, opt_c, real, cond):
    z = torch.randn(len(real), gen.latent)
    with torch.no_grad():
        fake = gen(z, cond)
    loss = F.softplus(-critic(real, cond)).mean() + F.softplus(critic(fake, cond)).mean()
    opt_c.zero_grad(set_to_none=True)
    loss.backward()
    opt_c.step()
    return loss.item()


def generator_step(gen, critic, opt_g, real, cond, moment_weight=1.0):
    z = torch.randn(len(real), gen.latent)
    fake = gen(z, cond)
    adversarial = F.softplus(-critic(fake, cond)).mean()
    moments = (fake.std(1) - real.std(1)).pow(2).mean() + fake.mean(1).pow(2).mean()
    loss = adversarial + moment_weight * moments
    opt_g.zero_grad(set_to_none=True)
    loss.backward()
    release_grads(critic)
    opt_g.step()
    return loss.item()
