import torch
import torch.nn.functional as F

from boulder_grades.model import GradeNet
from boulder_grades.optim import build_optimizer
from boulder_grades.problems import board_problems
from boulder_grades.transfer import attach_head


def run(model, optimizer, data, *, epochs, batch_size=64):
    x, y = data
    for _ in range(epochs):
        model.train()
        for idx in torch.randperm(len(x)).split(batch_size):
            loss = F.cross_entropy(model(x[idx]), y[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
    return loss.item()


@torch.no_grad()
def score(model, data):
    model.eval()
    x, y = data
    pred = model(x).argmax(dim=1)
    return (pred == y).float().mean().item(), ((pred - y).abs() <= 1).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    board = board_problems(3000, seed=1)
    board_test = board_problems(800, seed=2)
    model = GradeNet(board[0].shape[2], n_grades=8)
    optimizer = build_optimizer(model, name="AdamW", lr=3e-3, weight_decay=1e-4)
    run(model, optimizer, board, epochs=12)
    exact, within = score(model, board_test)
    print(f"board (V3-V10): exact {exact:.3f}, within one grade {within:.3f}")

    # a commercial gym grades its 25-degree wall in 5 colour circuits
    gym = board_problems(300, seed=3, angle=25.0, grades=5)
    gym_test = board_problems(800, seed=4, angle=25.0, grades=5)
    model.freeze_backbone()
    head = attach_head(model, optimizer, 5, lr=1e-2)
    before = head.weight.detach().clone()
    run(model, optimizer, gym, epochs=30, batch_size=32)
    exact, within = score(model, gym_test)
    moved = (head.weight - before).norm().item()
    print(f"gym circuits: exact {exact:.3f}, within one circuit {within:.3f} "
          f"(head moved {moved:.2f})")


if __name__ == "__main__":
    main()
