import torch

from .data import get_loaders
from .engine import train_one_epoch, validate
from .model import SunspotLSTM

args = {"epochs": 4, "lr": 3e-3, "lookback": 48, "horizon": 6, "batch_size": 64}


def main():
    torch.manual_seed(0)
    train_loader, val_loader, scale = get_loaders(args["lookback"], args["horizon"], args["batch_size"])
    net = SunspotLSTM(horizon=args["horizon"])
    optimizer = torch.optim.Adam(net.parameters(), lr=args["lr"])
    history = []
    for epoch in range(args["epochs"]):
        meter = train_one_epoch(net, train_loader, optimizer, epoch)
        val_mae = validate(net, val_loader, scale)
        history.append((meter.avg, val_mae))
        print(f"* epoch {epoch}: train loss {meter.avg:.4f}  val MAE {val_mae:.1f} spots/month")
    print("history:", history)


if __name__ == "__main__":
    main()
