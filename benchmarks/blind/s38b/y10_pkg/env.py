import torch


class InventoryEnv:
    """Single-product inventory: order quantity in [0, 1], stochastic demand, holding + stockout cost."""

    def __init__(self, n_envs=16, horizon=30):
        self.n, self.horizon = n_envs, horizon

    def reset(self):
        self.t = 0
        self.stock = torch.rand(self.n) * 0.5
        self.season = torch.rand(self.n) * 6.28
        return self.obs()

    def obs(self):
        return torch.stack([self.stock, torch.sin(self.season + self.t / 5), torch.cos(self.season + self.t / 5)], -1)

    def step(self, order):
        demand = (0.5 + 0.3 * torch.sin(self.season + self.t / 5) + 0.1 * torch.randn(self.n)).clamp(min=0)
        self.stock = self.stock + order.squeeze(-1)
        sold = torch.minimum(self.stock, demand)
        self.stock = self.stock - sold
        reward = sold - 0.1 * self.stock - 0.5 * (demand - sold) - 0.05 * order.squeeze(-1)
        self.t += 1
        done = torch.full((self.n,), float(self.t >= self.horizon))
        return self.obs(), reward, done
