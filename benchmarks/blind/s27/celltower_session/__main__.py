import torch

from .former import TrafficFormer
from .session import TrainingSession
from .traffic import WINDOW, towers, windows


@torch.no_grad()
def holdout_mse(net, history, target):
    net.eval()
    return torch.mean((net(history) - target) ** 2).item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(8)
    load = towers(24, 24 * 35, gen)
    history, target = windows(load, (0, 24 * 28))
    test_history, test_target = windows(load, (24 * 28, 24 * 35))

    net = TrafficFormer(WINDOW)
    opt = torch.optim.Adam(net.parameters(), lr=2e-3, betas=(0.9, 0.98))
    warmup = 100
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min((s + 1) / warmup, (warmup / (s + 1)) ** 0.5))
    last_value = torch.mean((test_history[:, -1] - test_target) ** 2).item()
    print(f"test mse: last value {last_value:.4f}, untrained "
          f"{holdout_mse(net, test_history, test_target):.4f}")
    for epoch in range(4):
        order = torch.randperm(len(target))
        with TrainingSession(net, opt, sched) as session:
            for i in range(0, len(order), 128):
                idx = order[i:i + 128]
                session.step(history[idx], target[idx])
        print(f"epoch {epoch}: train mse {session.mse:.4f} "
              f"test mse {holdout_mse(net, test_history, test_target):.4f} "
              f"({session.elapsed:.1f}s)")


if __name__ == "__main__":
    main()
