import torch

from .dryer import DryingRate
from .fit import end_moisture_error, train_epoch
from .pipeline import Source, batched, chunked, shuffled
from .troughs import wither_logs


def main(epochs=4, window=24):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_logs, test_logs = wither_logs(160), wither_logs(40)
    model = DryingRate()
    optimizer = torch.optim.RAdam(model.parameters(), lr=3e-3)
    print(f"end-of-wither moisture error before: {end_moisture_error(model, test_logs):.2f} %")
    for epoch in range(epochs):
        windows = Source(train_logs) | shuffled(epoch) | batched(16) | chunked(window)
        loss = train_epoch(model, optimizer, windows)
        print(f"epoch {epoch}: loss {loss:.3f}  "
              f"end moisture error {end_moisture_error(model, test_logs):.2f} %")


if __name__ == "__main__":
    main()
