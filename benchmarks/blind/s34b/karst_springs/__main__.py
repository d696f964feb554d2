import torch
import torch.nn.functional as F

from .data import spring_records, windows
from .model import RecessionNet
from .validate import validate

SETTINGS = {"train_days": 500, "epochs": 6, "batch_size": 128, "lr": 2e-3, "horizon": 7}


def main(s=SETTINGS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rain, q = spring_records()
    x, y = windows(rain, q, 0, s["train_days"])
    model = RecessionNet()
    opt = torch.optim.AdamW(model.parameters(), lr=s["lr"], weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)

    days = q.size(1)
    nse1, nse7 = validate(model, rain, q, s["train_days"], days, s["horizon"])
    print(f"untrained: NSE day 1 {nse1:.3f}, day 7 {nse7:.3f}")
    g = torch.Generator().manual_seed(1)
    for epoch in range(s["epochs"]):
        order = torch.randperm(len(x), generator=g)
        running = 0.0
        for i in range(0, len(x), s["batch_size"]):
            idx = order[i:i + s["batch_size"]]
            loss = F.mse_loss(model(x[idx]), y[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
            running += loss.item() * len(idx)
        sched.step()
        nse1, nse7 = validate(model, rain, q, s["train_days"], days, s["horizon"])
        print(f"epoch {epoch + 1}: train mse {running / len(x):.4f}  "
              f"NSE day 1 {nse1:.3f}, day 7 {nse7:.3f}")


if __name__ == "__main__":
    main()
