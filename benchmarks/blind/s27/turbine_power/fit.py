import torch

from .cost import commitment_cost, commitment_cost_np


def evaluate(curve, x, y):
    curve.eval()
    with torch.no_grad():
        forecast = curve(x)
    return {"cost": round(commitment_cost_np(forecast.numpy(), y.numpy()), 5),
            "mae_kw": round(3000 * (forecast - y).abs().mean().item(), 1)}


def fit(curve, x, y, epochs, batch, lr, held_out):
    opt = torch.optim.Adam(curve.parameters(), lr=lr)
    sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.8)
    for epoch in range(epochs):
        curve.train()
        order = torch.randperm(len(y))
        for i in range(0, len(order), batch):
            idx = order[i:i + batch]
            opt.zero_grad()
            cost = commitment_cost(curve(x[idx]), y[idx])
            cost.backward()
            opt.step()
        sched.step()
        print(f"epoch {epoch}:", evaluate(curve, *held_out))
