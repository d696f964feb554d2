import torch
import torch.nn.functional as F

from . import models  # noqa: F401  (fills the registry)
from .config import parse
from .registry import build


def make_targets(x, n_outputs):
    cols = [torch.sin(x[:, 0] + k * x[:, 1]) + 0.5 * x[:, 2 + k] for k in range(n_outputs)]
    return torch.stack(cols, dim=1)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = parse()
    model = build(cfg["model"])
    x = torch.randn(1024, cfg["model"]["in_dim"])
    y = make_targets(x, cfg["model"]["n_outputs"])
    opt = torch.optim.Adam(model.parameters(), lr=cfg["optim"]["lr"])
    for step in range(cfg["optim"]["steps"]):
        idx = torch.randint(0, x.shape[0], (128,))
        loss = F.mse_loss(model(x[idx]), y[idx])
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 60 == 0 or step == cfg["optim"]["steps"] - 1:
            print(f"step {step} mse {loss.item():.4f}")
    with torch.no_grad():
        print(f"full mse {F.mse_loss(model(x), y).item():.4f}")


if __name__ == "__main__":
    main()
