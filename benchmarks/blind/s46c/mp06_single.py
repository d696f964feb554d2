"""Recurrent advantage actor-critic (truncated BPTT) for blowing soap bubbles through a wand.

Blowing too hard pops the film, too gently and the bubble never leaves the wand.  The film
drains and thins while you wait; its thickness is not observed, only the bubble radius and
whether a film is on the wand, so the policy carries a GRU belief across steps.
"""
import numpy as np
import torch
import torch.nn as nn
from torch.distributions import Categorical


class BubbleWand:
    obs_dim, n_actions = 3, 3
    BLOW = (0.0, 0.4, 1.0)

    def __init__(self, horizon=40, seed=0):
        self.horizon = horizon
        self.rng = np.random.default_rng(seed)

    def _dip(self):
        self.film, self.radius = self.rng.uniform(0.8, 1.2), 0.0

    def reset(self):
        self.t = 0
        self._dip()
        return self._obs()

    def _obs(self):
        return torch.tensor([self.radius, float(self.film > 0), self.t / self.horizon], dtype=torch.float32)

    def step(self, action):
        blow = self.BLOW[int(action)]
        reward = 0.0
        self.film -= 0.03 + 0.1 * blow * self.radius
        self.radius += 0.25 * blow * max(self.film, 0.0)
        if self.film <= 0.0:
            reward, popped = -0.5, True
        elif blow > 0.9 and self.radius > 0.6:
            reward, popped = self.radius, True
        else:
            popped = False
        if popped:
            self._dip()
        self.t += 1
        return self._obs(), reward, self.t >= self.horizon


class WandPolicy(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden=32):
        super().__init__()
        self.encoder = nn.Linear(obs_dim, hidden)
        self.gru = nn.GRUCell(hidden, hidden)
        self.policy_head = nn.Linear(hidden, n_actions)
        self.value_head = nn.Linear(hidden, 1)
        self.hidden = hidden

    def trunk_params(self):
        return [*self.encoder.parameters(), *self.gru.parameters(), *self.policy_head.parameters()]

    def forward(self, obs, h):
        h = self.gru(torch.tanh(self.encoder(obs.unsqueeze(0))), h)
        return Categorical(logits=self.policy_head(h)), self.value_head(h).squeeze(), h


class TBPTTAgent:
    def __init__(self, obs_dim, n_actions, gamma=0.95, segment=8):
        self.net = WandPolicy(obs_dim, n_actions)
        self.actor_opt = torch.optim.Adam(self.net.trunk_params(), lr=3e-3)
        self.critic_opt = torch.optim.Adam(self.net.value_head.parameters(), lr=3e-3)
        self.gamma, self.segment = gamma, segment

    def update(self, log_probs, values, entropies, rewards, bootstrap):
        returns, ret = [], bootstrap
        for r in reversed(rewards):
            ret = r + self.gamma * ret
            returns.append(ret)
        returns = torch.tensor(returns[::-1])
        values, log_probs = torch.stack(values), torch.stack(log_probs)
        advantage = returns - values
        policy_loss = -(log_probs * advantage.detach()).mean() - 0.01 * torch.stack(entropies).mean()
        value_loss = advantage.pow(2).mean()

        self.actor_opt.zero_grad()
        self.critic_opt.zero_grad()
        policy_loss.backward(retain_graph=True)
        value_loss.backward()
        nn.utils.clip_grad_norm_(self.net.parameters(), 1.0)
        self.actor_opt.step()
        self.critic_opt.step()
        return policy_loss.item(), value_loss.item()


class Runner:
    def __init__(self, env, agent):
        self.env, self.agent = env, agent

    def episode(self):
        obs, done = self.env.reset(), False
        h = self.agent.net.gru.weight_ih.new_zeros(1, self.agent.net.hidden)
        log_probs, values, entropies, rewards = [], [], [], []
        total, losses = 0.0, []
        while not done:
            dist, value, h = self.agent.net(obs, h)
            action = dist.sample()
            obs, reward, done = self.env.step(action)
            log_probs.append(dist.log_prob(action).squeeze())
            values.append(value)
            entropies.append(dist.entropy().squeeze())
            rewards.append(reward)
            total += reward
            if len(rewards) == self.agent.segment or done:
                with torch.no_grad():
                    bootstrap = 0.0 if done else self.agent.net(obs, h)[1].item()
                losses.append(self.agent.update(log_probs, values, entropies, rewards, bootstrap))
                log_probs, values, entropies, rewards = [], [], [], []
                h = h.detach()
        return total, np.mean([l[1] for l in losses])


def sanity_check(agent, env):
    obs = env.reset()
    h = torch.zeros(1, agent.net.hidden)
    dist, value, h1 = agent.net(obs, h)
    h1.retain_grad()
    value.backward()
    assert h1.grad is not None and h1.grad.shape == (1, agent.net.hidden)
    agent.net.zero_grad(set_to_none=True)
    print(f"sanity: p(blow) = {dist.probs.detach().numpy().round(3)}, |dV/dh| = {h1.grad.norm():.3f}")


if __name__ == "__main__":
    torch.manual_seed(8)
    np.random.seed(8)
    torch.set_num_threads(1)
    env = BubbleWand(seed=8)
    agent = TBPTTAgent(env.obs_dim, env.n_actions)
    sanity_check(agent, env)
    runner = Runner(env, agent)
    history = []
    for ep in range(60):
        ret, v_loss = runner.episode()
        history.append(ret)
        if (ep + 1) % 15 == 0:
            print(f"episode {ep + 1:3d}  return {np.mean(history[-15:]):6.3f}  value loss {v_loss:.4f}")
