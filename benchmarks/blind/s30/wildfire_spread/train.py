import torch

from landscape import CHANNELS, next_day_fire
from metrics import burned_area_iou
from objectives import OBJECTIVES
from unet import SpreadNet

RUN = {"objective": "focal_tversky", "epochs": 6, "batch": 32, "lr": 2e-3}


def evaluate(net, x, y):
    net.eval()
    with torch.no_grad():
        iou = burned_area_iou(net(x), y)
    net.train()
    return iou


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = next_day_fire(640, seed=9)
    x_val, y_val = next_day_fire(160, seed=10)
    print(f"burning fraction {y.mean().item():.3f}")
    net = SpreadNet(len(CHANNELS))
    criterion = OBJECTIVES[RUN["objective"]]
    opt = torch.optim.AdamW(net.parameters(), lr=RUN["lr"])
    sched = torch.optim.lr_scheduler.LinearLR(opt, start_factor=1.0, end_factor=0.2, total_iters=RUN["epochs"])
    print(f"untrained IoU {evaluate(net, x_val, y_val):.3f}")
    for epoch in range(RUN["epochs"]):
        order = torch.randperm(len(x))
        running = 0.0
        for i in range(0, len(order), RUN["batch"]):
            idx = order[i:i + RUN["batch"]]
            opt.zero_grad()
            loss = criterion(net(x[idx]), y[idx])
            loss.backward()
            opt.step()
            running += loss.item()
        sched.step()
        print(f"epoch {epoch + 1}  {RUN['objective']} {running / (len(order) // RUN['batch']):.4f}  val IoU {evaluate(net, x_val, y_val):.3f}")


if __name__ == "__main__":
    main()
