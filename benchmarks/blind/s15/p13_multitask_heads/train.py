import torch

from . import models  # noqa: F401  (registers the architectures)
from .registry import MODELS
from .tasks import weighted_sum

CFG = {
    "model": {"type": "shared_bottom",
              "args": {"in_dim": 24, "hidden": 64, "tasks": {"ctr": 1, "category": 5, "dwell": 1}}},
    "weights": {"ctr": 1.0, "category": 0.5, "dwell": 0.2},
    "lr": 3e-3,
    "steps": 40,
}


def batch(bs=64, in_dim=24):
    x = torch.randn(bs, in_dim)
    return x, {"ctr": (x[:, 0] > 0).long(), "category": x[:, :5].argmax(1), "dwell": x[:, 1].abs()}


def main(cfg=CFG):
    torch.manual_seed(0)
    mtl = MODELS.build(cfg["model"])
    adam = torch.optim.Adam(mtl.parameters(), lr=cfg["lr"])
    for step in range(cfg["steps"]):
        x, targets = batch()
        total, parts = weighted_sum(mtl(x), targets, cfg["weights"])
        adam.zero_grad()
        total.backward()
        adam.step()
        if step % 10 == 0:
            print(step, {k: round(v.item(), 3) for k, v in parts.items()})
    n_params = sum(p.numel() for p in mtl.parameters())
    print("trainable params:", n_params, "state_dict keys:", len(mtl.state_dict()))


if __name__ == "__main__":
    main()
