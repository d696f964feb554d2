"""Continuous-force cart-pole (balance task); physics from Barto et al., explicit Euler."""
import math

import torch


class CartPole:
    obs_dim, act_dim = 4, 1
    g, m_cart, m_pole, half_len, f_max, dt = 9.8, 1.0, 0.1, 0.5, 10.0, 0.02

    def reset(self):
        self.s = 0.05 * torch.randn(4)
        return self.s.clone()

    def step(self, action):
        x, x_dot, th, th_dot = self.s.tolist()
        force = self.f_max * float(action.clamp(-1, 1))
        total = self.m_cart + self.m_pole
        tmp = (force + self.m_pole * self.half_len * th_dot ** 2 * math.sin(th)) / total
        th_acc = (self.g * math.sin(th) - math.cos(th) * tmp) / (
            self.half_len * (4.0 / 3.0 - self.m_pole * math.cos(th) ** 2 / total))
        x_acc = tmp - self.m_pole * self.half_len * th_acc * math.cos(th) / total
        x, x_dot = x + self.dt * x_dot, x_dot + self.dt * x_acc
        th, th_dot = th + self.dt * th_dot, th_dot + self.dt * th_acc
        self.s = torch.tensor([x, x_dot, th, th_dot])
        fell = abs(th) > 0.6 or abs(x) > 2.4
        reward = 0.0 if fell else math.cos(th) - 0.01 * x * x
        return self.s.clone(), reward, fell
