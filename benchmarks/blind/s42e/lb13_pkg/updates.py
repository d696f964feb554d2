"""Gradient steps shared by the actor-critic agents."""
import torch.nn.functional as F


def regression_step(critic, opt, s, a, r):
    """One critic step towards the observed (one-step) return."""
    q_taken = critic(s, a)
    critic_loss = F.mse_loss(q_taken, r)
    opt.zero_grad(set_to_none=True)
    critic_loss.backward()
    opt.step()
    return critic_loss.item()


def ascent_step(opt, q_values):
    """Deterministic policy gradient: raise the critic's score of the actor's actions."""
    actor_loss = -q_values.mean()
    opt.zero_grad(set_to_none=True)
    actor_loss.backward()
    opt.step()
    return actor_loss.item()
