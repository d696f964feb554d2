import torch

from .engine import train_one_epoch, validate
from .features import FIELDS, click_logs
from .model import FactorizationMachine


def main(epochs=3):
    torch.manual_seed(0)
    x, y = click_logs(20000)
    x_val, y_val = click_logs(4000, seed=1)
    model = FactorizationMachine(list(FIELDS.values()))
    optimizer = torch.optim.Adam(model.parameters(), lr=5e-3)
    for epoch in range(epochs):
        train_one_epoch(model, optimizer, x, y)
        print(f"epoch {epoch}: val auc {validate(model, x_val, y_val):.3f}")


if __name__ == "__main__":
    main()
