import torch

import hawkeye
import loop
import tally
from model import DeliveryNet


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(9)
    test = hawkeye.deliveries(600, g)
    model = DeliveryNet()
    optimizer = torch.optim.Adam(model.parameters(), lr=4e-3, weight_decay=1e-5)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=3)
    acc, err = loop.evaluate(model, *test)
    print(f"untrained: type accuracy {acc:.3f}, pitching length error {err:.2f} m")
    for epoch in range(3):
        batches = hawkeye.feed(1600, 800, 32, g)
        summary = loop.run_epoch(model, optimizer, batches, tally.Tally())
        scheduler.step()
        acc, err = loop.evaluate(model, *test)
        print(f"epoch {epoch}: {summary.line()}  | type accuracy {acc:.3f}, length error {err:.2f} m")


if __name__ == "__main__":
    main()
