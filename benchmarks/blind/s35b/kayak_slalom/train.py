import copy

import torch

import course
import epoch as loops
from model import RunTimeModel


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train, val = course.season(1200, seed=31), course.season(400, seed=32)
    spread = (val[2] - train[2].mean()).abs().mean().item()
    print(f"{len(train[2])} train runs, predict-the-mean val mae {spread:.2f} s")
    net = RunTimeModel(len(course.FEATURES), len(course.BOATS))
    criterion = torch.nn.HuberLoss(delta=2.0)
    optimizer = torch.optim.AdamW(net.parameters(), lr=3e-3, weight_decay=1e-3)
    best, best_state = float("inf"), None
    for ep in range(14):
        fit = loops.run_epoch(net, course.batches(train, 64, seed=ep), criterion, optimizer)
        held = loops.run_epoch(net, course.batches(val, 200), criterion)
        if held["mae"] < best:
            best, best_state = held["mae"], copy.deepcopy(net.state_dict())
        if ep % 4 == 3 or ep == 13:
            print(f"epoch {ep:2d} train mae {fit['mae']:.2f} s, val mae {held['mae']:.2f} s")
    net.load_state_dict(best_state)
    print(f"best val mae {best:.2f} s")


if __name__ == "__main__":
    main()
