import torch
import torch.nn.functional as F


def ddpg_losses(batch, actor, critic, actor_targ, critic_targ, gamma):
    s, a, r, s2, d = batch
    with torch.no_grad():
        y = r + gamma * (1.0 - d) * critic_targ(s2, actor_targ(s2))
    critic_loss = F.mse_loss(critic(s, a), y)
    actor_loss = -critic(s, actor(s)).mean()
    return critic_loss, actor_loss
