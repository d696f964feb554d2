import torch
import torch.nn.functional as F
from torch.distributions import Categorical

from .policy import PlugActorCritic


def make_optimizer(model, cfg):
    return torch.optim.RMSprop(model.parameters(), lr=cfg.lr, alpha=0.99, eps=1e-5)


def apply_update(optimizer, loss, max_norm):
    optimizer.zero_grad()
    loss.backward()
    torch.nn.utils.clip_grad_norm_(optimizer.param_groups[0]["params"], max_norm)
    optimizer.step()


class A2C:
    def __init__(self, cfg, obs_dim, n_actions):
        self.cfg = cfg
        self.model = PlugActorCritic(obs_dim, n_actions, cfg.hidden)
        self.optimizer = make_optimizer(self.model, cfg)

    def collect(self, env, obs):
        traj = {"logp": [], "value": [], "entropy": [], "reward": []}
        for _ in range(self.cfg.n_steps):
            out = self.model(obs)
            dist = Categorical(logits=out["logits"])
            action = dist.sample()
            obs, reward = env.step(action)
            traj["logp"].append(dist.log_prob(action))
            traj["value"].append(out["value"])
            traj["entropy"].append(dist.entropy())
            traj["reward"].append(reward)
        with torch.no_grad():
            bootstrap = self.model(obs)["value"]
        return {k: torch.stack(v) for k, v in traj.items()}, bootstrap, obs

    def update(self, traj, bootstrap):
        returns, ret = [], bootstrap
        for r in reversed(traj["reward"]):
            ret = r + self.cfg.gamma * ret
            returns.append(ret)
        returns = torch.stack(returns[::-1])
        adv = (returns - traj["value"]).detach()
        policy_loss = -(traj["logp"] * adv).mean()
        value_loss = F.mse_loss(traj["value"], returns)
        entropy = traj["entropy"].mean()
        loss = policy_loss + self.cfg.vf_coef * value_loss - self.cfg.ent_coef * entropy
        apply_update(self.optimizer, loss, self.cfg.max_norm)
        return {"policy_loss": policy_loss, "value_loss": value_loss, "entropy": entropy,
                "value_err": (traj["value"] - returns).abs().mean()}
