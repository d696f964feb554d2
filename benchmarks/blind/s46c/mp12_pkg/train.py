import numpy as np
import torch

from .build import build_networks
from .globe import SnowGlobe
from .sac import SnowSAC


class Worker:
    def __init__(self, env, agent, capacity=4000, batch=64, warmup=100):
        self.env, self.agent, self.batch, self.warmup = env, agent, batch, warmup
        self.mem = {k: torch.zeros(capacity, n) for k, n in (("s", env.obs_dim), ("a", env.act_dim), ("r", 1),
                                                             ("s2", env.obs_dim), ("d", 1))}
        self.n = 0

    def run_episode(self):
        obs, done, ret = self.env.reset(), False, 0.0
        while not done:
            act = self.agent.act(obs)
            nxt, rew, done = self.env.step(act)
            i = self.n % self.mem["s"].shape[0]
            for k, v in zip(self.mem, (obs, act, rew, nxt, float(done))):
                self.mem[k][i] = v
            self.n += 1
            obs, ret = nxt, ret + rew
            if self.n >= self.warmup:
                idx = torch.randint(0, min(self.n, self.mem["s"].shape[0]), (self.batch,))
                b = {k: v[idx] for k, v in self.mem.items()}
                self.agent.update(b["s"], b["a"], b["r"][:, 0], b["s2"], b["d"][:, 0])
        return ret


def sanity_check(agent, env):
    n_actor = sum(p.numel() for p in agent.actor.parameters())
    n_opt = sum(p.numel() for g in agent.opts["actor"].param_groups for p in g["params"])
    assert n_actor == n_opt, "actor optimizer does not own the actor's parameters"
    assert len(agent.critic.state_dict()) == 4 * len(agent.critic.members)
    a = agent.act(env.reset())
    assert a.shape == (env.act_dim,)


def main():
    torch.manual_seed(37)
    np.random.seed(37)
    torch.set_num_threads(1)
    env = SnowGlobe(seed=37)
    agent = SnowSAC(*build_networks(env.obs_dim, env.act_dim), act_dim=env.act_dim)
    agent.sync_target()
    sanity_check(agent, env)
    worker, returns = Worker(env, agent), []
    for ep in range(18):
        returns.append(worker.run_episode())
        if (ep + 1) % 6 == 0:
            print(f"episode {ep + 1:2d}  mean return {np.mean(returns[-6:]):6.2f}  "
                  f"alpha {agent.log_alpha.exp().item():.3f}  mid-layer {float(env.layers[1]):.2f}")


if __name__ == "__main__":
    main()
