import copy

import torch
import torch.nn.functional as F

from .nets import SleepCritic, TugPolicy


def build_optimizer(module, lr):
    return torch.optim.Adam(module.parameters(), lr=lr)


def grad_step(optimizer, loss, max_norm=None):
    optimizer.zero_grad()
    loss.backward()
    if max_norm is not None:
        torch.nn.utils.clip_grad_norm_(optimizer.param_groups[0]["params"], max_norm)
    optimizer.step()


class DDPGAgent:
    def __init__(self, cfg, obs_dim, act_dim):
        self.cfg = cfg
        self.policy = TugPolicy(obs_dim, act_dim, cfg["hidden"])
        self.critic = SleepCritic(obs_dim, act_dim, cfg["hidden"])
        self.policy_targ = copy.deepcopy(self.policy).requires_grad_(False)
        self.critic_targ = copy.deepcopy(self.critic).requires_grad_(False)
        self.pi_opt = build_optimizer(self.policy, cfg["pi_lr"])
        self.q_opt = build_optimizer(self.critic, cfg["q_lr"])

    def explore(self, obs, sigma):
        with torch.no_grad():
            a = self.policy(torch.as_tensor(obs)[None])[0]
        return (a + sigma * torch.randn_like(a)).clamp(-1, 1).numpy()

    def update(self, batch):
        q_loss = self._critic_update(batch)
        pi_loss = self._policy_update(batch["obs"])
        self._sync_targets()
        return {"q_loss": q_loss, "pi_loss": pi_loss}

    def _critic_update(self, b):
        with torch.no_grad():
            y = b["rew"] + self.cfg["gamma"] * (1 - b["done"]) * self.critic_targ(b["obs2"], self.policy_targ(b["obs2"]))
        loss = F.mse_loss(self.critic(b["obs"], b["act"]), y)
        grad_step(self.q_opt, loss, self.cfg["clip"])
        return loss.item()

    def _policy_update(self, obs):
        loss = -self.critic(obs, self.policy(obs)).mean()
        grad_step(self.pi_opt, loss)
        return loss.item()

    def _sync_targets(self):
        tau = self.cfg["tau"]
        with torch.no_grad():
            for net, targ in ((self.policy, self.policy_targ), (self.critic, self.critic_targ)):
                for p, tp in zip(net.parameters(), targ.parameters()):
                    tp.mul_(1 - tau).add_(tau * p)
