import numpy as np

from .agent import TD3Agent
from .envs import ReplayBuffer, StoneSkipEnv


class Trainer:
    def __init__(self, env, agent, buffer, cfg):
        self.env, self.agent, self.buffer, self.cfg, self.env_steps = env, agent, buffer, cfg, 0

    def fit(self):
        history = []
        for epoch in range(self.cfg.epochs):
            history.append(self._run_epoch(epoch))
            print(f"epoch {epoch} reward sum {history[-1]['reward_sum']:.3f} critic {history[-1].get('critic_loss', 0):.4f}")
        return history

    def _run_epoch(self, epoch):
        obs, ep_ret, info = self.env.reset(), 0.0, {}
        for _ in range(self.cfg.steps_per_epoch):
            noise = 1.0 if self.env_steps < self.cfg.warmup else self.cfg.explore_noise
            act = self.agent.act(obs, noise=noise)
            nxt, rew, done = self.env.step(act)
            self.buffer.add(obs, act, rew, nxt, done)
            obs, ep_ret, self.env_steps = nxt, ep_ret + rew, self.env_steps + 1
            if done:
                obs = self.env.reset()
            if self.env_steps >= self.cfg.warmup:
                info = self._train_step()
        return {"reward_sum": ep_ret, **info}

    def _train_step(self):
        batch = self.buffer.sample(self.cfg.batch_size)
        return self.agent.update(batch)


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        env = StoneSkipEnv(seed=self.cfg.seed)
        agent = TD3Agent(self.cfg, env.obs_dim, env.act_dim)
        buffer = ReplayBuffer(env.obs_dim, env.act_dim, seed=self.cfg.seed)
        Trainer(env, agent, buffer, self.cfg).fit()
        rets = [self._greedy_episode(env, agent) for _ in range(5)]
        print(f"eval mean return {np.mean(rets):.3f}")
        return rets

    @staticmethod
    def _greedy_episode(env, agent):
        obs, done, total = env.reset(), False, 0.0
        while not done:
            obs, r, done = env.step(agent.act(obs))
            total += r
        return total
