import torch
import torch.nn.functional as F

from returns import advantage, bootstrap_target


class ActorCritic:
    def __init__(self, policy, value_net, gamma=0.9, lr_pi=3e-3, lr_v=1e-2):
        self.policy, self.value_net, self.gamma = policy, value_net, gamma
        self.opt_pi = torch.optim.Adam(policy.parameters(), lr=lr_pi)
        self.opt_v = torch.optim.Adam(value_net.parameters(), lr=lr_v)

    def act(self, obs):
        with torch.no_grad():
            return self.policy(obs).sample()

    def learn(self, obs, action, reward, next_obs, done):
        value = self.value_net(obs)
        target = bootstrap_target(self.value_net, reward, next_obs, done, self.gamma)
        critic_err = F.mse_loss(value, target)
        self.opt_v.zero_grad()
        critic_err.backward()
        self.opt_v.step()

        logp = self.policy(obs).log_prob(action)
        actor_obj = -(logp * advantage(target, value)).mean()
        self.opt_pi.zero_grad()
        actor_obj.backward()
        self.opt_pi.step()
        return critic_err.item(), actor_obj.item()
