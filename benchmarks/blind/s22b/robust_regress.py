import torch
from torch import nn

SETTINGS = {"criterion": {"name": "huber", "reduction": "none", "delta": 0.5},
            "warmup_steps": 50, "steps": 300, "lr": 0.02}


def criterion_from(cfg):
    if cfg["name"] == "huber":
        return nn.HuberLoss(reduction=cfg["reduction"], delta=cfg["delta"])
    return nn.MSELoss(reduction=cfg["reduction"])


def make_data(n=600, dim=5):
    x = torch.randn(n, dim)
    w = torch.linspace(-1.0, 1.0, dim)
    y = x @ w + 0.1 * torch.randn(n)
    outliers = torch.rand(n) < 0.1
    y[outliers] += 8.0 * torch.randn(int(outliers.sum()))
    return x, y, w


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y, w_true = make_data()
    model = nn.Linear(x.shape[1], 1)
    crit = criterion_from(SETTINGS["criterion"])
    opt = torch.optim.SGD(model.parameters(), lr=SETTINGS["lr"])
    weights = torch.ones(x.shape[0])
    for step in range(SETTINGS["steps"]):
        per_sample = crit(model(x).squeeze(1), y)
        opt.zero_grad()
        if step < SETTINGS["warmup_steps"]:
            per_sample.backward(gradient=torch.ones_like(per_sample) / per_sample.numel())
        else:
            (weights * per_sample).mean().backward()
        opt.step()
        with torch.no_grad():
            weights = 1.0 / (1.0 + per_sample.detach() / SETTINGS["criterion"]["delta"])
        if step % 60 == 0 or step == SETTINGS["steps"] - 1:
            err = (model.weight.detach().squeeze(0) - w_true).abs().max().item()
            print(f"step {step} mean loss {per_sample.mean().item():.4f} max coef err {err:.4f}")


if __name__ == "__main__":
    main()
