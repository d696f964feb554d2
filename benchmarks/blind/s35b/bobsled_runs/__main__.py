import torch

from .data import FEATURES, TRACKS, heats, loader
from .engine import finish_mae, train_epoch
from .model import FinishTime
from .plateau import PlateauWatcher


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train, test = heats(1600, seed=41), heats(400, seed=42)
    model = FinishTime(len(FEATURES), len(TRACKS))
    optimizer = torch.optim.Adam(model.parameters(), lr=0.03)
    watcher = PlateauWatcher(optimizer)
    print(f"untrained finish mae {finish_mae(model, *test):.3f} s")
    for epoch in range(12):
        train_epoch(model, loader(*train, size=32, seed=epoch), optimizer, watcher)
        if epoch % 3 == 2:
            print(f"epoch {epoch:2d} finish mae {finish_mae(model, *test):.3f} s, "
                  f"lr {watcher.lr:.4f}")


main()
