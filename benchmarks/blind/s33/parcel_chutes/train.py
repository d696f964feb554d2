import torch

import loop
import sorter
from model import ChuteModel


def main(epochs=5):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(2)
    train = sorter.chute_logs(3000, g)
    test = sorter.chute_logs(800, g)
    model = ChuteModel(train[0].shape[1])
    optimizer = torch.optim.AdamW(model.parameters(), lr=2e-3, weight_decay=1e-2)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=5e-3, total_steps=epochs)
    timings = {}

    mae, acc = loop.evaluate(model, test, timings)
    print(f"untrained: fill-time mae {mae:.1f} min, jam acc {acc:.3f}")
    for epoch in range(epochs):
        loss = loop.train_epoch(model, optimizer, train, timings)
        scheduler.step()
        mae, acc = loop.evaluate(model, test, timings)
        print(f"epoch {epoch}: loss {loss:.4f} fill-time mae {mae:.1f} min, jam acc {acc:.3f}")
    print("seconds per phase:", {k: round(v, 2) for k, v in timings.items()})


if __name__ == "__main__":
    main()
