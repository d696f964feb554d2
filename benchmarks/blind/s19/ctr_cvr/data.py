import torch


class ImpressionSimulator:
    """Users x items with a hidden affinity; clicks then conversions."""

    def __init__(self, n_users=200, n_items=100, dim=8, seed=13):
        g = torch.Generator().manual_seed(seed)
        self.g = g
        self.n_users, self.n_items = n_users, n_items
        self.u = torch.randn(n_users, dim, generator=g)
        self.v = torch.randn(n_items, dim, generator=g)

    def sample(self, batch_size):
        users = torch.randint(0, self.n_users, (batch_size,), generator=self.g)
        items = torch.randint(0, self.n_items, (batch_size,), generator=self.g)
        affinity = (self.u[users] * self.v[items]).sum(1) / 2
        click = (torch.rand(batch_size, generator=self.g) < torch.sigmoid(affinity)).float()
        convert = click * (torch.rand(batch_size, generator=self.g) < torch.sigmoid(affinity - 1)).float()
        return users, items, {"ctr": click, "ctcvr": convert}
