"""Run from benchmarks/blind/s20:  python -m simclr_knn.train"""
import torch

from .augment import two_views
from .losses import knn_accuracy, nt_xent
from .model import Encoder, SimCLR

torch.manual_seed(0)
torch.set_num_threads(1)


def sensor_windows(n, length=40):
    y = torch.randint(0, 4, (n,))
    t = torch.linspace(0, 1, length)
    freq = (1.5 + y.float()).view(-1, 1, 1)
    phase = torch.rand(n, 3, 1) * 6.28
    return torch.sin(2 * torch.pi * freq * t + phase) + 0.2 * torch.randn(n, 3, length), y


def batches(x, y, batch_size):
    perm = torch.randperm(x.size(0))
    for i in range(0, x.size(0) - batch_size + 1, batch_size):
        idx = perm[i:i + batch_size]
        yield x[idx], y[idx]


def main():
    x, y = sensor_windows(512)
    x_test, y_test = sensor_windows(128)
    model = SimCLR(Encoder())
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)

    for epoch in range(3):
        for v1, v2, _ in two_views(batches(x, y, 64)):
            optimizer.zero_grad()
            loss = nt_xent(model(v1), model(v2))
            loss.backward()
            optimizer.step()
        model.eval()
        with torch.no_grad():
            acc = knn_accuracy(model.encoder(x), y, model.encoder(x_test), y_test)
        model.train()
        print(f"epoch {epoch} loss {loss.item():.4f} knn acc {acc:.3f}")


if __name__ == "__main__":
    main()
