import torch
import torch.nn.functional as F
from torch.nn.utils import clip_grad_norm_


def actor_critic_update(actor, critic, actor_opt, critic_opt, batch, entropy_coef=0.01, max_norm=0.5):
    adv = (batch.advantages - batch.advantages.mean()) / (batch.advantages.std() + 1e-8)
    dist = actor(batch.obs)
    policy_loss = -(dist.log_prob(batch.actions) * adv).mean() - entropy_coef * dist.entropy().mean()
    actor_opt.zero_grad()
    policy_loss.backward()
    clip_grad_norm_(actor.parameters(), max_norm)
    actor_opt.step()

    value_loss = F.smooth_l1_loss(critic(batch.obs), batch.returns)
    actor_opt.zero_grad()
    value_loss.backward()
    critic_opt.step()
    return policy_loss.item(), value_loss.item()
