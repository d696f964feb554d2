import numpy as np
import torch

from .memory import ThrowMemory
from .pond import SkippingPond
from .td3 import TD3Coach


class Session:
    def __init__(self, env, coach, memory, batch=64, warmup=100):
        self.env, self.coach, self.memory, self.batch, self.warmup = env, coach, memory, batch, warmup

    def practice(self):
        obs, done, skips = self.env.reset(), False, []
        while not done:
            act = self.coach.act(obs)
            nxt, rew, done = self.env.step(act)
            self.memory.add(obs, act, rew, nxt, float(done))
            obs = nxt
            skips.append(rew * 10.0)
            if self.memory.n >= self.warmup:
                self.coach.train_step(*self.memory.sample(self.batch))
        return skips


def sanity_check(coach, env):
    obs = env.reset()
    a = coach.act(obs, noise=0.0)
    assert a.shape == (env.act_dim,) and not a.requires_grad
    q = coach.critic.min_q(obs.unsqueeze(0), a.unsqueeze(0))
    assert q.shape == (1,)


def main():
    torch.manual_seed(53)
    np.random.seed(53)
    torch.set_num_threads(1)
    env = SkippingPond(seed=53)
    coach = TD3Coach(env.obs_dim, env.act_dim)
    sanity_check(coach, env)
    session = Session(env, coach, ThrowMemory(4000, env.obs_dim, env.act_dim))
    for day in range(50):
        skips = session.practice()
        if (day + 1) % 10 == 0:
            print(f"session {day + 1:2d}  mean {np.mean(skips):5.1f} skips/throw  best {max(skips):5.1f}")


if __name__ == "__main__":
    main()
