import torch
import torch.nn.functional as F

from .blocks import SpiralNet
from .data import spirals
from .stats import GateMonitor


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = spirals()
    monitor = GateMonitor()
    model = SpiralNet(monitor=monitor)
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    for epoch in range(40):
        perm = torch.randperm(x.shape[0])
        for i in range(0, x.shape[0], 90):
            idx = perm[i:i + 90]
            loss = F.cross_entropy(model(x[idx]), y[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
        if epoch % 8 == 0 or epoch == 39:
            with torch.no_grad():
                acc = (model(x).argmax(1) == y).float().mean().item()
            print(f"epoch {epoch} loss {loss.item():.4f} acc {acc:.3f} gate-sat {monitor.saturated[-1]:.3f}")


if __name__ == "__main__":
    main()
