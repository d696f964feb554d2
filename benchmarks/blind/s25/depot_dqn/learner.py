import functools

import torch
import torch.nn.functional as F


class Learner:
    def __init__(self, agent, optimizer_name="Adam", **hyper):
        self.agent = agent
        self.optimizer_name = optimizer_name
        self.hyper = hyper

    @functools.cached_property
    def optimizer(self):
        factory = vars(torch.optim)[self.optimizer_name]
        return factory(self.agent.parameters(), **self.hyper)

    def update(self, transitions):
        obs, choice, reward, next_obs = transitions
        taken = self.agent.online(obs).gather(1, choice[:, None]).squeeze(1)
        wanted = self.agent.bootstrap(reward, next_obs)
        td = F.smooth_l1_loss(taken, wanted)
        self.optimizer.zero_grad()
        td.backward()
        self.optimizer.step()
        return td.item()
