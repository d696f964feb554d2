import torch
import torch.nn.functional as F

from .accumulate import GradientAccumulator
from .data import micro_batches, mooring_logs
from .model import GrowthNet
from .settings import parse


@torch.no_grad()
def evaluate(model, x, y):
    model.eval()
    err = model(x) - y
    model.train()
    return err.abs().mean().item()


def main():
    cfg = parse()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    d, m, t = cfg["data"], cfg["model"], cfg["train"]
    x, y = mooring_logs(d["lines"], d["days"], d["seed"])
    n_train = int(0.8 * len(x))
    x_tr, y_tr, x_va, y_va = x[:n_train], y[:n_train], x[n_train:], y[n_train:]

    model = GrowthNet(x.size(1), m["hidden"], m["dropout"])
    opt = torch.optim.Adam(model.parameters(), lr=t["lr"], weight_decay=t["weight_decay"])
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=3, gamma=0.5)
    acc = GradientAccumulator(model, opt, t["accumulate"], clip=t["clip"])

    print(f"untrained: val mae {evaluate(model, x_va, y_va):.3f} cm/day")
    g = torch.Generator().manual_seed(1)
    for epoch in range(t["epochs"]):
        for xb, yb in micro_batches(x_tr, y_tr, t["micro_batch"], g):
            loss = F.mse_loss(model(xb), yb)
            acc.backward(loss)
            acc.maybe_step()
        sched.step()
        print(f"epoch {epoch + 1}: {acc.updates} updates, "
              f"val mae {evaluate(model, x_va, y_va):.3f} cm/day")


if __name__ == "__main__":
    main()
