import torch.nn.functional as F
from torch import nn

from .registry import LOSSES, MODELS


@MODELS.register("dueling_mlp")
class DuelingQNet(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.value = nn.Linear(hidden, 1)
        self.advantage = nn.Linear(hidden, n_actions)

    def forward(self, obs):
        h = self.trunk(obs)
        adv = self.advantage(h)
        return self.value(h) + adv - adv.mean(dim=1, keepdim=True)


@LOSSES.register("double_dqn_huber")
class DoubleDQNLoss(nn.Module):
    def __init__(self, gamma=0.95):
        super().__init__()
        self.gamma = gamma

    def forward(self, online, target_net, batch):
        obs, action, reward, next_obs, done = batch
        q = online(obs).gather(1, action.unsqueeze(1)).squeeze(1)
        best_next = online(next_obs).argmax(dim=1, keepdim=True)
        next_q = target_net(next_obs).gather(1, best_next).squeeze(1)
        td_target = reward + self.gamma * (1.0 - done) * next_q
        return F.smooth_l1_loss(q, td_target), q
