import copy

import torch

from nets import Policy, TwinQ
from targets import clipped_double_q_target, polyak_update


class TD3:
    def __init__(self, obs_dim, act_dim, width, opt, **hp):
        self.hp = hp
        self.actor = Policy(obs_dim, act_dim, width)
        self.critics = TwinQ(obs_dim, act_dim, width)
        self.actor_t = copy.deepcopy(self.actor).requires_grad_(False)
        self.critics_t = copy.deepcopy(self.critics).requires_grad_(False)
        cls = getattr(torch.optim, opt["name"])
        self.opt_pi = cls(self.actor.parameters(), lr=opt["pi_lr"])
        self.opt_q = cls(self.critics.parameters(), lr=opt["q_lr"])
        self.n_updates = 0

    def fit_batch(self, batch):
        y = clipped_double_q_target(batch, self.actor_t, self.critics_t, self.hp["discount"],
                                    self.hp["target_noise"], self.hp["noise_clip"])
        q1, q2 = self.critics(batch["s"], batch["a"])
        q_err = ((q1 - y) ** 2).mean() + ((q2 - y) ** 2).mean()
        self.opt_q.zero_grad()
        q_err.backward()
        self.opt_q.step()
        self.n_updates += 1
        if self.n_updates % self.hp["policy_delay"] == 0:
            self._policy_step(batch["s"])
        return q_err.item()

    def _policy_step(self, s):
        self.opt_pi.zero_grad()
        q1, _ = self.critics(s, self.actor(s))
        (-q1.mean()).backward()
        self.opt_pi.step()
        polyak_update(self.actor, self.actor_t, self.hp["polyak"])
        polyak_update(self.critics, self.critics_t, self.hp["polyak"])
