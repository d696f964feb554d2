import torch

from .data import loader, store_weeks
from .model import SharedTrunkModel
from .optimization import backward_weighted, make_optimizer, task_losses
from .tasks import TASKS

EPOCHS, BATCH, LR = 6, 64, 3e-3


@torch.no_grad()
def report(model, x, targets):
    model.eval()
    out = model(x)
    mae = (out["sales"] - targets["sales"]).abs().mean().item()
    uplift_acc = ((out["uplift"] > 0).float() == targets["uplift"]).float().mean().item()
    band_acc = (out["footfall"].argmax(1) == targets["footfall"]).float().mean().item()
    return f"sales mae {mae:.3f} uplift acc {uplift_acc:.3f} footfall acc {band_acc:.3f}"


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = store_weeks(1024)
    x_va, y_va = store_weeks(256, seed=1)
    model = SharedTrunkModel(x_tr.size(1), 64, TASKS)
    optimizer = make_optimizer(model, LR, 1e-4)
    print("before:", report(model, x_va, y_va))
    for epoch in range(EPOCHS):
        model.train()
        running = {t.name: 0.0 for t in TASKS}
        for xb, yb in loader(x_tr, y_tr, BATCH):
            optimizer.zero_grad()
            losses = task_losses(model(xb), yb, TASKS)
            backward_weighted(losses, TASKS)
            optimizer.step()
            for name, value in losses.items():
                running[name] += value.item() * len(xb)
        parts = " ".join(f"{k} {v / len(x_tr):.3f}" for k, v in running.items())
        print(f"epoch {epoch} {parts} | {report(model, x_va, y_va)}")


if __name__ == "__main__":
    main()
