"""Policy-value network for Connect Four, trained on moves from a scripted player.

Boards are 6x7, encoded from the side to move as two planes (own stones, opponent stones).
The scripted player wins if it can, blocks an immediate loss, and otherwise prefers central
columns. The value target is +1/-1/0 for positions with a win available / a loss to block /
neither.
"""
import argparse
import random

import torch
import torch.nn.functional as F
from torch import nn

ROWS, COLS = 6, 7


def legal_columns(board):
    return [c for c in range(COLS) if board[0][c] == 0]


def drop(board, col, player):
    new = [row[:] for row in board]
    for r in range(ROWS - 1, -1, -1):
        if new[r][col] == 0:
            new[r][col] = player
            return new
    raise ValueError("column full")


LINES = [
    [(r + k * dr, c + k * dc) for k in range(4)]
    for r in range(ROWS) for c in range(COLS)
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1))
    if 0 <= r + 3 * dr < ROWS and 0 <= c + 3 * dc < COLS
]


def wins(board, player):
    return any(all(board[r][c] == player for r, c in line) for line in LINES)


def scripted_move(board, player, rng):
    legal = legal_columns(board)
    for col in legal:
        if wins(drop(board, col, player), player):
            return col, 1.0
    for col in legal:
        if wins(drop(board, col, -player), -player):
            return col, -1.0
    centre = sorted(legal, key=lambda c: (abs(c - 3), rng.random()))
    return centre[0], 0.0


def random_position(rng):
    while True:
        board = [[0] * COLS for _ in range(ROWS)]
        player = 1
        for _ in range(rng.randint(4, 24)):
            legal = legal_columns(board)
            board = drop(board, rng.choice(legal), player)
            player = -player
        if not wins(board, 1) and not wins(board, -1) and legal_columns(board):
            return board, player


def make_dataset(n, seed):
    rng = random.Random(seed)
    planes, legal_masks, moves, values = [], [], [], []
    for _ in range(n):
        board, player = random_position(rng)
        move, value = scripted_move(board, player, rng)
        b = torch.tensor(board, dtype=torch.float32) * player
        planes.append(torch.stack([(b == 1).float(), (b == -1).float()]).flatten())
        legal_masks.append(torch.tensor([board[0][c] == 0 for c in range(COLS)]))
        moves.append(move)
        values.append(value)
    return (torch.stack(planes), torch.stack(legal_masks), torch.tensor(moves),
            torch.tensor(values))


class ResidualBlock(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.fc1 = nn.Linear(width, width)
        self.fc2 = nn.Linear(width, width)
        self.act = nn.ReLU(inplace=True)

    def forward(self, x):
        out = self.act(self.fc1(x))
        out = self.fc2(out)
        out += x
        return self.act(out)


class PolicyValueNet(nn.Module):
    def __init__(self, width=128, depth=3):
        super().__init__()
        self.stem = nn.Sequential(nn.Linear(2 * ROWS * COLS, width), nn.LayerNorm(width),
                                  nn.ReLU(inplace=True))
        self.blocks = nn.Sequential(*[ResidualBlock(width) for _ in range(depth)])
        self.policy = nn.Linear(width, COLS)
        self.value = nn.Linear(width, 1)

    def forward(self, planes, legal):
        h = self.blocks(self.stem(planes))
        logits = self.policy(h)
        logits.masked_fill_(~legal, -1e4)
        value = self.value(h).squeeze(-1)
        value.tanh_()
        return logits, value


@torch.no_grad()
def evaluate(model, data):
    model.eval()
    planes, legal, moves, values = data
    logits, value = model(planes, legal)
    top1 = (logits.argmax(1) == moves).float().mean().item()
    tactical = values != 0
    tactic_acc = (logits.argmax(1)[tactical] == moves[tactical]).float().mean().item()
    return top1, tactic_acc, F.mse_loss(value, values).item()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--train", type=int, default=2000)
    parser.add_argument("--test", type=int, default=400)
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--value-weight", type=float, default=0.5)
    args = parser.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)

    train = make_dataset(args.train, seed=1)
    test = make_dataset(args.test, seed=2)
    model = PolicyValueNet()
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3, weight_decay=1e-5)
    print("untrained: move acc %.3f, tactical acc %.3f, value mse %.3f" % evaluate(model, test))
    for epoch in range(args.epochs):
        model.train()
        perm = torch.randperm(args.train)
        for start in range(0, args.train, args.batch_size):
            idx = perm[start:start + args.batch_size]
            planes, legal, moves, values = (t[idx] for t in train)
            logits, value = model(planes, legal)
            loss = F.cross_entropy(logits, moves) + args.value_weight * F.mse_loss(value, values)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        print("epoch %d: move acc %.3f, tactical acc %.3f, value mse %.3f"
              % ((epoch,) + evaluate(model, test)))


if __name__ == "__main__":
    main()
