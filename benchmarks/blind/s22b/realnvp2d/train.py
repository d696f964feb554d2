import torch

from .data import shuffled_batches, two_moons
from .model import RealNVP


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = two_moons(2048)
    flow = RealNVP()
    opt = torch.optim.Adam(flow.parameters(), lr=2e-3)
    for epoch in range(6):
        total, count = 0.0, 0
        for xb in shuffled_batches(data, 256):
            nll = -flow.log_prob(xb).mean()
            opt.zero_grad()
            nll.backward()
            opt.step()
            total += nll.item() * xb.shape[0]
            count += xb.shape[0]
        print(f"epoch {epoch} nll {total / count:.4f}")


if __name__ == "__main__":
    main()
