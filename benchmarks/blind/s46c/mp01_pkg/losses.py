import torch
import torch.nn.functional as F


def soft_td_target(batch, actor, target_critic, alpha, gamma):
    next_act, next_logp = actor.sample(batch.next_obs)
    q_next = target_critic.min_q(batch.next_obs, next_act) - alpha * next_logp
    return batch.rew + gamma * (1.0 - batch.done) * q_next


def critic_loss(batch, actor, critic, target_critic, alpha, gamma):
    y = soft_td_target(batch, actor, target_critic, alpha, gamma)
    q1, q2 = critic(batch.obs, batch.act)
    return F.mse_loss(q1, y) + F.mse_loss(q2, y)


def policy_loss(batch, actor, critic, alpha):
    act, logp = actor.sample(batch.obs)
    q = critic.min_q(batch.obs, act)
    return (alpha * logp - q).mean(), logp


def temperature_loss(log_alpha, logp, target_entropy):
    return -(log_alpha * (logp + target_entropy).detach()).mean()
