"""python -m j06_pkg.train"""
import torch

from . import tanks
from .learner import update
from .nets import make_agent

SETTINGS = {"n_tanks": 16, "horizon": 40, "episodes": 5, "batch": 64, "buffer": 4096,
            "warmup": 256, "lr_actor": 1e-3, "lr_critic": 2e-3, "noise": 0.2}


class Replay:
    def __init__(self, capacity: int, obs_dim: int, act_dim: int):
        self.cap, self.n, self.i = capacity, 0, 0
        self.data = {"obs": torch.zeros(capacity, obs_dim), "act": torch.zeros(capacity, act_dim),
                     "reward": torch.zeros(capacity), "next_obs": torch.zeros(capacity, obs_dim)}

    def add(self, **items):
        k = items["reward"].shape[0]
        idx = (torch.arange(k) + self.i) % self.cap
        for key, val in items.items():
            self.data[key][idx] = val
        self.i, self.n = (self.i + k) % self.cap, min(self.n + k, self.cap)

    def sample(self, batch: int, g: torch.Generator) -> dict:
        idx = torch.randint(0, self.n, (batch,), generator=g)
        return {k: v[idx] for k, v in self.data.items()}


def main(cfg: dict = SETTINGS):
    torch.manual_seed(0)
    g = torch.Generator().manual_seed(0)
    agent = make_agent(3, 2, cfg["lr_actor"], cfg["lr_critic"])
    replay = Replay(cfg["buffer"], 3, 2)
    for episode in range(cfg["episodes"]):
        s = tanks.reset(cfg["n_tanks"], g)
        ret, metrics = torch.zeros(cfg["n_tanks"]), {}
        for t in range(cfg["horizon"]):
            obs = tanks.observe(s)
            with torch.no_grad():
                act = agent["nets"]["actor"](obs)
                act = (act + cfg["noise"] * torch.randn(act.shape, generator=g)).clamp(-1, 1)
            s, reward = tanks.step(s, act, g)
            replay.add(obs=obs, act=act, reward=reward, next_obs=tanks.observe(s))
            ret += reward
            if replay.n >= cfg["warmup"]:
                metrics = update(agent, replay.sample(cfg["batch"], g))
        print(f"episode {episode} mean return {ret.mean().item():.2f} "
              + " ".join(f"{k} {v:.3f}" for k, v in metrics.items()))
    return agent


if __name__ == "__main__":
    main()
