import torch

from .engine import FlowEngine
from .models import build_model

CFG = {"dim": 4, "hidden": 32, "depth": 3, "optim": "Adam", "lr": 1e-3, "warmup": 10,
       "epochs": 3, "batch": 64}


def transactions(n):
    amount = torch.randn(n).exp()
    hour = torch.rand(n) * 24
    dist = amount * 0.3 + 0.2 * torch.randn(n)
    age = torch.rand(n) * 10
    return torch.stack([amount.log(), torch.sin(hour / 24 * 6.28), dist, age], -1)


def main():
    torch.manual_seed(0)
    model = build_model(CFG)
    engine = FlowEngine(model, CFG)
    engine.train(transactions(512))
    normal = transactions(5)
    odd = normal.clone()
    odd[:, 2] += 4.0
    print("normal nll", engine.score(normal).mean().item(), "odd nll", engine.score(odd).mean().item())


if __name__ == "__main__":
    main()
