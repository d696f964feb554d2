import torch
import torch.nn.functional as F

from .config import parse
from .data import batches, stripe_images
from .model import TiedAutoencoder


def test_bce(model, inputs, targets):
    with torch.no_grad():
        return F.binary_cross_entropy(model(inputs), targets).item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = parse()
    data_cfg, train_cfg = cfg["data"], cfg["train"]
    x_train, y_train = stripe_images(data_cfg["n_train"], data_cfg["noise"])
    x_test, y_test = stripe_images(data_cfg["n_test"], data_cfg["noise"])

    model = TiedAutoencoder.from_config(cfg)
    optimizer = torch.optim.Adam(
        model.parameters(), lr=train_cfg["lr"], weight_decay=train_cfg["weight_decay"]
    )
    print(f"parameters: {sum(p.numel() for p in model.parameters())}")
    print(f"test bce before training {test_bce(model, x_test, y_test):.4f}")
    for epoch in range(train_cfg["epochs"]):
        total, count = 0.0, 0
        for x, y in batches(x_train, y_train, train_cfg["batch_size"]):
            optimizer.zero_grad()
            loss = F.binary_cross_entropy(model(x), y)
            loss.backward()
            optimizer.step()
            total += loss.item() * x.size(0)
            count += x.size(0)
        if epoch % 5 == 0 or epoch == train_cfg["epochs"] - 1:
            print(f"epoch {epoch:2d}  train bce {total / count:.4f}  "
                  f"test bce {test_bce(model, x_test, y_test):.4f}")


if __name__ == "__main__":
    main()
