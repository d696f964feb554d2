import torch
import torch.nn.functional as F

from .imagination import frozen, imagine, lambda_returns
from .models import Actor, Critic, WorldModel


class DreamerLite:
    def __init__(self, obs_dim, act_dim, cfg):
        self.cfg = cfg
        self.nets = {"world": WorldModel(obs_dim, act_dim), "actor": Actor(obs_dim, act_dim), "critic": Critic(obs_dim)}
        self.opts = {name: torch.optim.Adam(net.parameters(), lr=cfg["lr"][name]) for name, net in self.nets.items()}

    @torch.no_grad()
    def act(self, obs, noise=0.0):
        a = self.nets["actor"](obs.unsqueeze(0))[0]
        return (a + noise * torch.randn_like(a)).clamp(-1, 1)

    def world_step(self, batch):
        pred_next, pred_rew = self.nets["world"](batch["obs"], batch["act"])
        loss = F.mse_loss(pred_next, batch["next"]) + F.mse_loss(pred_rew, batch["rew"])
        self.opts["world"].zero_grad()
        loss.backward()
        self.opts["world"].step()
        return loss.item()

    def behavior_step(self, start):
        cfg = self.cfg
        with frozen(self.nets["world"], self.nets["critic"]):
            states, rewards = imagine(self.nets["world"], self.nets["actor"], start, cfg["horizon"])
            values = self.nets["critic"](states)
            returns = lambda_returns(rewards, values, cfg["gamma"], cfg["lam"])
            actor_loss = -returns.mean()
        self.opts["actor"].zero_grad()
        actor_loss.backward()
        self.opts["actor"].step()

        value_loss = F.mse_loss(self.nets["critic"](states[:-1].detach()), returns.detach())
        self.opts["critic"].zero_grad()
        value_loss.backward()
        self.opts["critic"].step()
        return actor_loss.item(), value_loss.item()

    def train_step(self, replay):
        batch = replay.sample(self.cfg["batch"])
        wm = self.world_step(batch)
        actor, value = self.behavior_step(batch["obs"])
        return {"world": wm, "actor": actor, "value": value}
