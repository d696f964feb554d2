import torch

import data
from dropconnect import DropConnect
from model import PressModel
from steps import errors, train_step


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = data.pressings(1200, seed=81)
    x_te, y_te = data.pressings(300, seed=82)
    model = PressModel(len(data.INPUTS))
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    scheduler = torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=0.9)
    regulariser = DropConnect(model, ["fc1.weight", "fc2.weight"], p=0.2,
                              generator=torch.Generator().manual_seed(3))
    yield_mae, brix_mae = errors(model, x_te, y_te)
    print(f"untrained yield mae {yield_mae:.2f} l/100kg, brix mae {brix_mae:.2f}")
    for epoch in range(12):
        for xb, yb in data.stream(x_tr, y_tr, 32, seed=epoch):
            loss = train_step(model, regulariser, optimizer, xb, yb)
        scheduler.step()
        if epoch % 4 == 3:
            yield_mae, brix_mae = errors(model, x_te, y_te)
            print(f"epoch {epoch:2d} loss {loss:.3f} yield mae {yield_mae:.2f} l/100kg, "
                  f"brix mae {brix_mae:.2f}")


if __name__ == "__main__":
    main()
