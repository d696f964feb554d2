"""Hinge-loss updates. The critic sees fakes through `critic_inputs`, which cuts the generator."""
import torch
import torch.nn.functional as F

from .functional import GANState, stop_gradient


def critic_inputs(real: torch.Tensor, fake: torch.Tensor) -> torch.Tensor:
    return torch.cat([real, stop_gradient(fake)], dim=0)


def critic_update(state: GANState, real: torch.Tensor, fake: torch.Tensor):
    state.critic_opt.zero_grad()
    logits = state.critic(critic_inputs(real, fake)).squeeze(-1)
    real_logit, fake_logit = logits.split([real.shape[0], fake.shape[0]])
    hinge = F.relu(1.0 - real_logit).mean() + F.relu(1.0 + fake_logit).mean()
    hinge.backward()
    state.critic_opt.step()
    return state, {"critic": hinge.item()}


def generator_update(state: GANState, fake: torch.Tensor):
    state.gen_opt.zero_grad()
    adv = -state.critic(fake).mean()
    adv.backward()
    state.gen_opt.step()
    return state, {"gen": adv.item()}


def train_step(state: GANState, real: torch.Tensor, z: torch.Tensor):
    fake = state.gen(z)
    state, c_metrics = critic_update(state, real, fake)
    state, g_metrics = generator_update(state, fake)
    return state._replace(step=state.step + 1), {**c_metrics, **g_metrics}
