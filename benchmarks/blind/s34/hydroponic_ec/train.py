import torch

import context
import farms
import loop
from model import DriftModel


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train = farms.rack_readings(3000, seed=1)
    test = farms.rack_readings(800, seed=2)
    table = farms.site_table()

    model = DriftModel(len(farms.RACK_COLUMNS), len(farms.SITE_COLUMNS))
    model.set_scaling(train[0])
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=6, gamma=0.5)
    site_context = context.SiteContext(table)

    err = loop.evaluate(model, table, test)
    print(f"untrained: EC drift mae {err[0]:.4f} mS/cm, pH drift mae {err[1]:.4f}")
    for epoch in range(1, 16):
        mse = loop.train_epoch(model, site_context, train, optimizer)
        scheduler.step()
        if epoch % 5 == 0:
            err = loop.evaluate(model, table, test)
            print(f"epoch {epoch:2d}  train mse {mse:.5f}  "
                  f"EC drift mae {err[0]:.4f} mS/cm, pH drift mae {err[1]:.4f}")


if __name__ == "__main__":
    main()
