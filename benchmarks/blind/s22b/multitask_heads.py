import torch
import torch.nn.functional as F
from torch import nn

CONFIG = {
    "trunk": {"widths": [10, 48, 48]},
    "tasks": {
        "score": {"out": 1, "loss": "mse"},
        "bucket": {"out": 4, "loss": "ce"},
    },
    "train": {"lr": 3e-3, "steps": 400, "batch": 128},
}


def make_trunk(widths):
    layers = nn.ModuleList()
    for a, b in zip(widths[:-1], widths[1:]):
        layers.append(nn.Linear(a, b))
    return layers


def make_heads(width, tasks):
    return nn.ModuleDict({name: nn.Linear(width, spec["out"]) for name, spec in tasks.items()})


class MultiTaskNet(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.widths = list(cfg["trunk"]["widths"])
        self.task_names = sorted(cfg["tasks"])
        self.loss_kinds = [cfg["tasks"][t]["loss"] for t in self.task_names]
        self.trunk = make_trunk(self.widths)
        self.heads = make_heads(self.widths[-1], cfg["tasks"])

    def forward(self, x):
        for layer in self.trunk:
            x = F.silu(layer(x))
        return {name: self.heads[name](x) for name in self.task_names}


def synthetic(n, dim):
    x = torch.randn(n, dim)
    score = (x[:, :3].sum(dim=1, keepdim=True) + 0.3 * x[:, 3:4] ** 2)
    bucket = torch.bucketize(x[:, 4] + x[:, 5], torch.tensor([-1.0, 0.0, 1.0]))
    return x, {"score": score, "bucket": bucket}


def task_loss(kind, pred, target):
    return F.mse_loss(pred, target) if kind == "mse" else F.cross_entropy(pred, target)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    model = MultiTaskNet(CONFIG)
    x, targets = synthetic(2000, CONFIG["trunk"]["widths"][0])
    opt = torch.optim.Adam(model.parameters(), lr=CONFIG["train"]["lr"])
    for step in range(CONFIG["train"]["steps"]):
        idx = torch.randint(0, x.shape[0], (CONFIG["train"]["batch"],))
        out = model(x[idx])
        losses = [task_loss(k, out[t], targets[t][idx]) for t, k in zip(model.task_names, model.loss_kinds)]
        total = sum(losses)
        opt.zero_grad()
        total.backward()
        opt.step()
        if step % 100 == 0 or step == CONFIG["train"]["steps"] - 1:
            parts = " ".join(f"{t} {l.item():.4f}" for t, l in zip(model.task_names, losses))
            print(f"step {step} {parts}")
    with torch.no_grad():
        acc = (model(x)["bucket"].argmax(1) == targets["bucket"]).float().mean().item()
    print(f"bucket acc {acc:.3f}")


if __name__ == "__main__":
    main()
