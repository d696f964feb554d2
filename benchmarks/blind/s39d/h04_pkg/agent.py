import copy

import torch
import torch.nn.functional as F

from .nets import Actor, CriticEnsemble


class REDQAgent:
    def __init__(self, obs_dim, act_dim, hp):
        self.hp = hp
        self.nets = {"actor": Actor(obs_dim, act_dim), "critic": CriticEnsemble(obs_dim, act_dim, hp["n_heads"])}
        self.nets["critic_targ"] = copy.deepcopy(self.nets["critic"])
        self.opts = {
            "actor": torch.optim.Adam(self.nets["actor"].parameters(), lr=hp["actor_lr"]),
            "critic": torch.optim.Adam(self.nets["critic"].parameters(), lr=hp["critic_lr"]),
        }

    @torch.no_grad()
    def act(self, obs, explore=True):
        a = self.nets["actor"](obs.unsqueeze(0))[0]
        if explore:
            a = a + self.hp["expl_noise"] * torch.randn_like(a)
        return a.clamp(-1.0, 1.0)

    @torch.no_grad()
    def _target(self, batch):
        a2 = self.nets["actor"](batch["next"])
        q_all = self.nets["critic_targ"](batch["next"], a2)
        subset = torch.randperm(q_all.size(0))[: self.hp["subset"]]
        return batch["rew"] + self.hp["gamma"] * q_all[subset].min(dim=0).values

    @torch.no_grad()
    def _polyak(self):
        tau = self.hp["tau"]
        for p, p_t in zip(self.nets["critic"].parameters(), self.nets["critic_targ"].parameters()):
            p_t.mul_(1.0 - tau).add_(p, alpha=tau)

    def learn(self, replay):
        for _ in range(self.hp["utd"]):
            batch = replay.sample(self.hp["batch"])
            y = self._target(batch)
            q_all = self.nets["critic"](batch["obs"], batch["act"])
            critic_loss = F.mse_loss(q_all, y.expand_as(q_all))
            self.opts["critic"].zero_grad()
            critic_loss.backward()
            self.opts["critic"].step()
            self._polyak()
        pi_loss = -self.nets["critic"](batch["obs"], self.nets["actor"](batch["obs"])).mean()
        self.opts["actor"].zero_grad()
        pi_loss.backward()
        self.opts["actor"].step()
        return critic_loss.item(), pi_loss.item()
