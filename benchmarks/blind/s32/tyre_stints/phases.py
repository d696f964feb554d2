import torch
import torch.nn.functional as F

from .nets import LATENT
from .run import current


def sample(cond):
    run = current()
    z = torch.randn(cond.shape[0], LATENT)
    return run.generator(z, cond)


def critic_phase(real, cond, fake):
    run = current()
    real_score = run.critic(real, cond)
    fake_score = run.critic(fake, cond)
    loss = F.softplus(-real_score).mean() + F.softplus(fake_score).mean()
    run.opt_critic.zero_grad(set_to_none=True)
    loss.backward()
    run.opt_critic.step()
    run.log["critic"] = loss.item()


def generator_phase(cond, fake):
    run = current()
    loss = F.softplus(-run.critic(fake, cond)).mean()
    run.opt_generator.zero_grad(set_to_none=True)
    loss.backward()
    run.opt_generator.step()
    run.log["generator"] = loss.item()


@torch.no_grad()
def scenarios(cond, n_draws=8):
    run = current()
    draws = [run.generator(torch.randn(cond.shape[0], LATENT), cond) for _ in range(n_draws)]
    return torch.stack(draws).mean(dim=0)
