import torch

from .engine import evaluate, train_one_epoch
from .lanes import oil_patterns
from .logger import MetricLogger
from .net import BallPathNet, PathLoss


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train = oil_patterns(2000, seed=1)
    test = oil_patterns(500, seed=2)
    model = BallPathNet()
    criterion = PathLoss()
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=8)
    logger = MetricLogger(window=20)
    for epoch in range(1, 9):
        train_one_epoch(model, criterion, optimizer, train, logger)
        scheduler.step()
        err = evaluate(model, test)
        print(f"epoch {epoch}  {logger}  |  test mae board {err[0]:.2f}, angle {err[1]:.2f} deg")


if __name__ == "__main__":
    main()
