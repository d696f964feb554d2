"""Discrete soft actor-critic for a single-product inventory (order quantity each day)."""
import copy
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

ORDER_SIZES = (0, 2, 4, 6, 8)


class Warehouse:
    max_stock, price, unit_cost, holding, stockout = 30, 4.0, 2.0, 0.1, 2.0

    def reset(self):
        self.stock, self.day = 10, 0
        return self.observe()

    def observe(self):
        ang = 2 * math.pi * (self.day % 7) / 7.0
        return torch.tensor([self.stock / self.max_stock, math.sin(ang), math.cos(ang)])

    def step(self, action_idx):
        order = ORDER_SIZES[action_idx]
        self.stock = min(self.stock + order, self.max_stock)
        rate = 4.0 + 2.5 * math.sin(2 * math.pi * (self.day % 7) / 7.0)
        demand = int(torch.poisson(torch.tensor(rate)))
        sold = min(demand, self.stock)
        self.stock -= sold
        self.day += 1
        reward = self.price * sold - self.unit_cost * order - self.holding * self.stock - self.stockout * (demand - sold)
        return self.observe(), reward / 10.0


class Policy(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, n_actions))

    def distribution(self, obs):
        probs = F.softmax(self.net(obs), dim=-1)
        probs.clamp_(min=1e-6)
        return probs, torch.log(probs)


class TwinQ(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden=64):
        super().__init__()
        self.q1 = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, n_actions))
        self.q2 = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, n_actions))

    def forward(self, obs):
        return self.q1(obs), self.q2(obs)


class DiscreteSAC:
    def __init__(self, obs_dim, n_actions, gamma=0.95, tau=0.01, lr=1e-3):
        self.actor, self.critic = Policy(obs_dim, n_actions), TwinQ(obs_dim, n_actions)
        self.critic_tgt = copy.deepcopy(self.critic).requires_grad_(False)
        self.log_alpha = torch.zeros(1, requires_grad=True)
        self.target_entropy = 0.6 * math.log(n_actions)
        self.optim = {
            "actor": torch.optim.Adam(self.actor.parameters(), lr=lr),
            "critic": torch.optim.Adam(self.critic.parameters(), lr=lr),
            "alpha": torch.optim.Adam([self.log_alpha], lr=lr),
        }
        self.gamma, self.tau = gamma, tau

    @torch.no_grad()
    def choose(self, obs, greedy=False):
        probs, _ = self.actor.distribution(obs)
        return int(probs.argmax()) if greedy else int(torch.multinomial(probs, 1))

    def learn(self, s, a, r, s2):
        alpha = self.log_alpha.exp().detach()
        with torch.no_grad():
            p2, logp2 = self.actor.distribution(s2)
            q_next = torch.min(*self.critic_tgt(s2))
            v_next = (p2 * (q_next - alpha * logp2)).sum(-1, keepdim=True)
            y = r + self.gamma * v_next
        q1, q2 = self.critic(s)
        critic_loss = F.mse_loss(q1.gather(1, a), y) + F.mse_loss(q2.gather(1, a), y)
        self.optim["critic"].zero_grad()
        critic_loss.backward()
        self.optim["critic"].step()

        probs, logp = self.actor.distribution(s)
        with torch.no_grad():
            q_min = torch.min(*self.critic(s))
        actor_loss = (probs * (alpha * logp - q_min)).sum(-1).mean()
        self.optim["actor"].zero_grad()
        actor_loss.backward()
        self.optim["actor"].step()

        entropy = -(probs * logp).sum(-1).mean().detach()
        alpha_loss = self.log_alpha * (entropy - self.target_entropy)
        self.optim["alpha"].zero_grad()
        alpha_loss.sum().backward()
        self.optim["alpha"].step()

        with torch.no_grad():
            for p, pt in zip(self.critic.parameters(), self.critic_tgt.parameters()):
                pt.mul_(1 - self.tau).add_(p, alpha=self.tau)
        return critic_loss.item(), actor_loss.item(), alpha.item()


def average_profit(env, agent, days=60):
    s, total = env.reset(), 0.0
    for _ in range(days):
        s, r = env.step(agent.choose(s, greedy=True))
        total += r
    return total / days


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env, agent = Warehouse(), DiscreteSAC(3, len(ORDER_SIZES))
    S, A, R, S2 = [], [], [], []
    print(f"greedy profit/day before: {average_profit(env, agent):.3f}")
    s = env.reset()
    for t in range(1, 1501):
        a = agent.choose(s)
        s2, r = env.step(a)
        S.append(s); A.append(a); R.append(r); S2.append(s2)
        s = s2
        if t >= 200:
            idx = torch.randint(0, len(S), (64,)).tolist()
            batch = (torch.stack([S[i] for i in idx]), torch.tensor([[A[i]] for i in idx]),
                     torch.tensor([[R[i]] for i in idx]), torch.stack([S2[i] for i in idx]))
            c, p, al = agent.learn(*batch)
            if t % 500 == 0:
                print(f"t={t}: critic {c:.4f} actor {p:.4f} alpha {al:.3f} "
                      f"greedy profit/day {average_profit(env, agent):.3f}")


if __name__ == "__main__":
    main()
