import math

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

from .config import DEFAULTS, merge
from .tcn import TCNForecaster


def sensor_windows(n, channels, length, seed):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length + 1, dtype=torch.float32)
    freq = 0.05 + 0.2 * torch.rand(n, channels, 1, generator=g)
    phase = 2 * math.pi * torch.rand(n, channels, 1, generator=g)
    x = torch.sin(freq * t + phase) + 0.05 * torch.randn(n, channels, length + 1, generator=g)
    return x[..., :-1], x[..., 1:]


def main(override=None):
    cfg = merge(DEFAULTS, override)
    torch.manual_seed(cfg["seed"])
    m, d, o = cfg["model"], cfg["data"], cfg["optim"]
    inputs, targets = sensor_windows(d["n_windows"], m["in_channels"], d["length"], cfg["seed"])
    loader = DataLoader(TensorDataset(inputs, targets), batch_size=d["batch_size"], shuffle=True)

    model = TCNForecaster(m["in_channels"], m["channels"], m["kernel_size"], m["dropout"])
    print("receptive field:", model.receptive_field)
    optimizer = getattr(torch.optim, o["name"])(model.parameters(), lr=o["lr"], weight_decay=o["weight_decay"])

    for epoch in range(cfg["epochs"]):
        model.train()
        total = 0.0
        for x, y in loader:
            optimizer.zero_grad()
            loss = F.mse_loss(model(x), y)
            loss.backward()
            optimizer.step()
            total += loss.item() * x.size(0)
        print(f"epoch {epoch} mse {total / len(loader.dataset):.4f}")


if __name__ == "__main__":
    main()
