import torch

from .fit import confusion, fit
from .gases import FAULTS, oil_histories
from .model import build


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(5)
    train, test = oil_histories(3000, rng), oil_histories(800, rng)
    model, groups = build(width=32, lr=3e-3)
    optimizer = torch.optim.Adam(groups, weight_decay=1e-5)
    before = confusion(model, test, len(FAULTS))
    print(f"untrained accuracy {before.diag().sum().item() / before.sum().item():.3f}")
    for epoch, loss in fit(model, optimizer, train, epochs=14):
        if epoch % 4 == 3:
            table = confusion(model, test, len(FAULTS))
            print(f"epoch {epoch}: loss {loss:.3f} test accuracy {table.diag().sum().item() / table.sum().item():.3f}")
    table = confusion(model, test, len(FAULTS))
    for name, row in zip(FAULTS, table):
        print(f"{name:>18}: recall {row[FAULTS.index(name)].item() / max(row.sum().item(), 1):.2f}")


if __name__ == "__main__":
    main()
