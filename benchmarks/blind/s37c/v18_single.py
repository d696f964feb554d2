"""Heating/cooling load regression with a shared trunk; logs each task's gradient share."""
import torch
import torch.nn as nn
import torch.nn.functional as F


def building_table(n=768, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.rand(n, 8, generator=g)
    heating = 10 + 25 * x[:, 0] + 8 * x[:, 3] * x[:, 4] + torch.randn(n, generator=g)
    cooling = 12 + 20 * x[:, 0] + 6 * x[:, 2] + torch.randn(n, generator=g)
    return x, torch.stack([heating, cooling], 1)


class TwoLoadNet(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(8, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh())
        self.heat = nn.Linear(hidden, 1)
        self.cool = nn.Linear(hidden, 1)

    def forward(self, x):
        h = self.trunk(x)
        return self.heat(h).squeeze(1), self.cool(h).squeeze(1)


def trunk_grad_norm(model):
    grads = [p.grad.norm() for p in model.trunk.parameters() if p.grad is not None]
    return torch.stack(grads).norm().item() if grads else 0.0


def backward_each(terms, model, **kwargs):
    shares = {}
    names = list(terms)
    before = 0.0
    for i, name in enumerate(names):
        last = i == len(names) - 1
        terms[name].backward(retain_graph=kwargs.get("retain_graph", not last))
        now = trunk_grad_norm(model)
        shares[name] = now - before
        before = now
    return shares


def step(model, opt, x, y, **kwargs):
    opt.zero_grad()
    heat, cool = model(x)
    terms = {"heat": F.mse_loss(heat, y[:, 0]), "cool": F.mse_loss(cool, y[:, 1])}
    shares = backward_each(terms, model, **kwargs)
    opt.step()
    return {k: v.item() for k, v in terms.items()}, shares


def main(epochs=6, batch_size=64):
    torch.manual_seed(0)
    x, y = building_table()
    mu, sd = y.mean(0), y.std(0)
    y = (y - mu) / sd
    xv, yv = building_table(200, seed=1)
    yv = (yv - mu) / sd
    model = TwoLoadNet()
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    history = []
    for epoch in range(epochs):
        model.train()
        perm = torch.randperm(len(x))
        logs = [step(model, opt, x[perm[i:i + batch_size]], y[perm[i:i + batch_size]])
                for i in range(0, len(x), batch_size)]
        heat = sum(l["heat"] for l, _ in logs) / len(logs)
        cool = sum(l["cool"] for l, _ in logs) / len(logs)
        model.eval()
        with torch.no_grad():
            hv, cv = model(xv)
            val = F.mse_loss(torch.stack([hv, cv], 1), yv).item()
        history.append((heat, cool, val))
        print(f"epoch {epoch}: heat {heat:.3f} cool {cool:.3f} val {val:.3f} "
              f"heat share {logs[-1][1]['heat']:.3f}")
    return history


if __name__ == "__main__":
    main()
