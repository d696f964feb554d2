import torch

from .density import held_out_nll, negative_log_likelihood, on_moons_fraction
from .flow import RealNVP
from .moons import two_moons


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_points = two_moons(4000)
    test_points = two_moons(1000)
    flow = RealNVP()
    optimizer = torch.optim.Adam(flow.parameters(), lr=2e-3)
    scheduler = torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=0.97)
    print(f"test nll before training {held_out_nll(flow, test_points):.3f}")
    for epoch in range(30):
        order = torch.randperm(train_points.size(0))
        for start in range(0, train_points.size(0), 256):
            batch = train_points[order[start:start + 256]]
            optimizer.zero_grad()
            loss = negative_log_likelihood(flow, batch)
            loss.backward()
            optimizer.step()
        scheduler.step()
        if epoch % 10 == 0 or epoch == 29:
            print(f"epoch {epoch:2d}  test nll {held_out_nll(flow, test_points):.3f}")
    samples = flow.sample(1000)
    print(f"samples on the moons: {on_moons_fraction(samples, test_points):.3f}")


if __name__ == "__main__":
    main()
