import torch

from .crosses import PARENT_TRAITS, make_crosses
from .fit import fit
from .model import CrossPredictor
from .tasks import TASKS, report


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(17)
    train_x, train_t = make_crosses(2400, gen)
    test_x, test_t = make_crosses(600, gen)
    model = CrossPredictor(2 * len(PARENT_TRAITS), TASKS)
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    n_params = sum(p.numel() for p in model.parameters())
    print(f"{n_params} trainable parameters")
    acc, spikes, days = report(model, test_x, test_t)
    print(f"untrained: colour acc {acc:.3f}, spike mae {spikes:.2f}, bloom mae {days:.1f} d")
    for epoch, loss in fit(model, optimizer, train_x, train_t, epochs=12, batch=64,
                           generator=gen):
        if epoch % 3 == 2:
            acc, spikes, days = report(model, test_x, test_t)
            print(f"epoch {epoch}: loss {loss:.3f}, colour acc {acc:.3f}, "
                  f"spike mae {spikes:.2f}, bloom mae {days:.1f} d")


if __name__ == "__main__":
    main()
