"""Run from benchmarks/blind/s20:  python -m cnn_probes.train"""
import torch
import torch.nn.functional as F
from torch import nn

from .data import shapes
from .model import ShapeNet
from .probes import ActivationProbe

torch.manual_seed(0)
torch.set_num_threads(1)


def main():
    net = nn.DataParallel(ShapeNet())
    probe = ActivationProbe({"stem": net.module.stem, "block": net.module.block})
    optimizer = torch.optim.SGD(net.parameters(), lr=0.05, momentum=0.9)

    for step in range(30):
        x, y = shapes(32)
        optimizer.zero_grad()
        loss = F.cross_entropy(net(x), y)
        loss.backward()
        optimizer.step()
        if step % 10 == 0:
            energy = probe.gradient_energy()
            print(f"step {step:2d} loss {loss.item():.4f} " +
                  " ".join(f"{k}:{v:.2e}" for k, v in energy.items()))
    probe.remove()

    net.eval()
    with torch.no_grad():
        x, y = shapes(200)
        print("accuracy", (net(x).argmax(1) == y).float().mean().item())


if __name__ == "__main__":
    main()
