import numpy as np
import torch

from .hammock import HammockSway
from .learner import TD3Learner
from .memory import TransitionMemory


class Runner:
    def __init__(self, env, learner, memory, batch_size=64, random_steps=120):
        self.env, self.learner, self.memory = env, learner, memory
        self.batch_size, self.random_steps = batch_size, random_steps
        self.total_steps = 0
        self.critic_losses = []

    def episode(self):
        obs, done, ret = self.env.reset(), False, 0.0
        while not done:
            if self.total_steps < self.random_steps:
                act = torch.rand(1) * 2 - 1
            else:
                act = self.learner.act(obs, noise=0.1)
            nxt, rew, done = self.env.step(act)
            self.memory.store(obs=obs, act=act, rew=rew, nxt=nxt, done=float(done))
            obs, ret = nxt, ret + rew
            self.total_steps += 1
            if self.total_steps >= self.random_steps:
                c_loss, _ = self.learner.learn(self.memory.draw(self.batch_size))
                self.critic_losses.append(c_loss)
        return ret


def sanity_check(learner, env):
    obs = env.reset()
    a = learner.act(obs)
    assert a.shape == (1,) and not a.requires_grad
    q = learner.critic.q1(obs.unsqueeze(0), a.unsqueeze(0))
    print(f"sanity: action {a.detach().cpu().numpy()}  q {q.detach().cpu().numpy()}")


def main():
    torch.manual_seed(11)
    np.random.seed(11)
    torch.set_num_threads(1)
    env = HammockSway(seed=11)
    learner = TD3Learner(env.obs_dim, env.act_dim)
    sanity_check(learner, env)
    runner = Runner(env, learner, TransitionMemory(5000, env.obs_dim, env.act_dim))
    returns = []
    for ep in range(16):
        returns.append(runner.episode())
        if (ep + 1) % 4 == 0:
            print(f"episode {ep + 1:2d}  mean return {np.mean(returns[-4:]):8.3f}  "
                  f"critic loss {np.mean(runner.critic_losses[-60:]):.4f}")


if __name__ == "__main__":
    main()
