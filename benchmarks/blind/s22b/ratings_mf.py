import torch
from torch import nn


def synthetic_ratings(n_users=60, n_items=40, rank=4, density=0.3):
    u = torch.randn(n_users, rank)
    v = torch.randn(n_items, rank)
    full = u @ v.t() / rank ** 0.5
    mask = torch.rand(n_users, n_items) < density
    users, items = mask.nonzero(as_tuple=True)
    return users, items, full[users, items] + 0.05 * torch.randn(users.numel())


class Factorization:
    def __init__(self, n_users, n_items, rank):
        self.user_f = (torch.randn(n_users, rank) * 0.01).requires_grad_()
        self.item_f = nn.Parameter(torch.randn(n_items, rank) * 0.01)
        self.user_bias = torch.zeros(n_users, requires_grad=True)

    def predict(self, users, items):
        return (self.user_f[users] * self.item_f[items]).sum(dim=1) + self.user_bias[users]

    def manual_tensors(self):
        return [self.user_f, self.user_bias]


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    users, items, ratings = synthetic_ratings()
    mf = Factorization(60, 40, rank=4)
    item_opt = torch.optim.Adam([mf.item_f], lr=0.02)
    lr = 0.5
    for epoch in range(300):
        pred = mf.predict(users, items)
        loss = ((pred - ratings) ** 2).mean() + 1e-3 * (mf.user_f.pow(2).sum() + mf.item_f.pow(2).sum())
        item_opt.zero_grad()
        for t in mf.manual_tensors():
            t.grad = None
        loss.backward()
        item_opt.step()
        with torch.no_grad():
            for t in mf.manual_tensors():
                t -= lr * t.grad
        if epoch % 60 == 0 or epoch == 299:
            print(f"epoch {epoch} loss {loss.item():.4f}")


if __name__ == "__main__":
    main()
