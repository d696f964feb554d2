import torch

from bikeshare_demand.learner import Learner
from bikeshare_demand.model import DemandGNN
from bikeshare_demand.stations import city, hourly_panel


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    adjacency = city(seed=4)
    x, y = hourly_panel(adjacency, hours=24 * 60, seed=5)
    split = 24 * 48
    net = DemandGNN()
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    learner = Learner(net, opt, adjacency, (x[:split], y[:split]), (x[split:], y[split:]), epochs=12)
    print(f"{sum(p.numel() for p in net.parameters())} trainable weights")
    for log in learner:
        if log["epoch"] % 3 == 0:
            print(f"epoch {log['epoch']:2d}  train mse {log['train_mse']:.4f}  val mae {log['val_mae']:.3f} rides/h")


if __name__ == "__main__":
    main()
