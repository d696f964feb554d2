import copy

import torch

from .registry import HOOKS, LOSSES, build_from_cfg


class Runner:
    def __init__(self, model, optimizer, hooks):
        self.model = model
        opt_cfg = dict(optimizer)
        self.optimizer = getattr(torch.optim, opt_cfg.pop("type"))(model.parameters(), **opt_cfg)
        self.hooks = [build_from_cfg(h, HOOKS) for h in hooks]
        self.iter = 0
        self.outputs = {}

    def call_hook(self, name):
        for hook in self.hooks:
            getattr(hook, name)(self)

    def train_step(self, batch):
        raise NotImplementedError


class ReplayBuffer:
    def __init__(self, capacity, obs_dim):
        self.obs = torch.zeros(capacity, obs_dim)
        self.next_obs = torch.zeros(capacity, obs_dim)
        self.action = torch.zeros(capacity, dtype=torch.long)
        self.reward = torch.zeros(capacity)
        self.done = torch.zeros(capacity)
        self.capacity, self.ptr, self.size = capacity, 0, 0

    def push(self, obs, action, reward, next_obs, done):
        n = len(obs)
        idx = (self.ptr + torch.arange(n)) % self.capacity
        self.obs[idx], self.action[idx], self.reward[idx] = obs, action, reward
        self.next_obs[idx], self.done[idx] = next_obs, done
        self.ptr = (self.ptr + n) % self.capacity
        self.size = min(self.size + n, self.capacity)

    def sample(self, batch_size):
        idx = torch.randint(0, self.size, (batch_size,))
        return self.obs[idx], self.action[idx], self.reward[idx], self.next_obs[idx], self.done[idx]


class DQNRunner(Runner):
    def __init__(self, model, env, loss, optimizer, hooks, buffer_size=20000, batch_size=128, warmup=500):
        super().__init__(model, optimizer, hooks)
        self.env = env
        self.target_model = copy.deepcopy(model)
        self.criterion = build_from_cfg(loss, LOSSES)
        self.buffer = ReplayBuffer(buffer_size, env.obs_dim)
        self.batch_size, self.warmup = batch_size, warmup
        self.epsilon, self.episode, self.last_return = 1.0, 0, 0.0

    @torch.no_grad()
    def act(self, obs, epsilon):
        greedy = self.model(obs).argmax(dim=1)
        explore = torch.rand(len(obs)) < epsilon
        return torch.where(explore, torch.randint(0, self.env.n_actions, (len(obs),)), greedy)

    def train_step(self, batch):
        loss, q = self.criterion(self.model, self.target_model, batch)
        return {"loss": loss, "q_mean": q.mean().item()}

    def run(self, episodes):
        self.call_hook("before_run")
        for self.episode in range(1, episodes + 1):
            obs, rewards = self.env.reset(), []
            while True:
                action = self.act(obs, self.epsilon)
                next_obs, reward, done = self.env.step(action)
                self.buffer.push(obs, action, reward, next_obs, done)
                rewards.append(reward.mean().item())
                obs = next_obs
                if self.buffer.size >= self.warmup:
                    self.call_hook("before_train_iter")
                    self.outputs = self.train_step(self.buffer.sample(self.batch_size))
                    self.iter += 1
                    self.call_hook("after_train_iter")
                if done.all():
                    break
            self.last_return = sum(rewards) / len(rewards)
            self.call_hook("after_episode")
