import torch
import torch.nn.functional as F
from torch.distributions import Categorical


def make_optimizers(actor, critic, cfg):
    opt_cls = getattr(torch.optim, cfg["optimizer"])
    return (
        opt_cls(actor.parameters(), lr=cfg["actor_lr"]),
        opt_cls(critic.parameters(), lr=cfg["critic_lr"]),
    )


class A2CAgent:
    def __init__(self, actor, critic, cfg):
        self.actor = actor
        self.critic = critic
        self.cfg = cfg
        self.actor_opt, self.critic_opt = make_optimizers(actor, critic, cfg)

    @torch.no_grad()
    def act(self, obs):
        return Categorical(logits=self.actor(obs)).sample().item()

    def discounted_returns(self, rewards):
        out, running = [], 0.0
        for r in reversed(rewards):
            running = r + self.cfg["gamma"] * running
            out.append(running)
        return torch.tensor(out[::-1])

    def update(self, rollout):
        obs = torch.stack(rollout["obs"])
        actions = torch.tensor(rollout["actions"])
        returns = self.discounted_returns(rollout["rewards"])

        values = self.critic(obs)
        advantages = (returns - values).detach()

        self.actor_opt.zero_grad()
        dist = Categorical(logits=self.actor(obs))
        actor_loss = -(dist.log_prob(actions) * advantages).mean() - self.cfg["entropy_coef"] * dist.entropy().mean()
        actor_loss.backward()
        self.actor_opt.step()

        critic_loss = F.mse_loss(values, returns)
        critic_loss.backward()
        self.critic_opt.step()
        return actor_loss.item(), critic_loss.item()
