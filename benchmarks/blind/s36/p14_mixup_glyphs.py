"""Seven-segment glyph recognition with mixup, small CNN, CPU only.

usage: python p14_mixup_glyphs.py [--epochs N] [--alpha A]
"""
import argparse

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

SEGMENTS = {  # a b c d e f g
    0: "1111110", 1: "0110000", 2: "1101101", 3: "1111001", 4: "0110011",
    5: "1011011", 6: "1011111", 7: "1110000", 8: "1111111", 9: "1111011",
}


def render(digit, rng, size=16):
    img = np.zeros((size, size), dtype=np.float32)
    on = [s == "1" for s in SEGMENTS[digit]]
    x0, x1, y0, y1, y2 = 4, 11, 2, 7, 13
    dx, dy = rng.integers(-1, 2, size=2)
    strokes = [
        (slice(y0, y0 + 1), slice(x0, x1 + 1)), (slice(y0, y1 + 1), slice(x1, x1 + 1)),
        (slice(y1, y2 + 1), slice(x1, x1 + 1)), (slice(y2, y2 + 1), slice(x0, x1 + 1)),
        (slice(y1, y2 + 1), slice(x0, x0 + 1)), (slice(y0, y1 + 1), slice(x0, x0 + 1)),
        (slice(y1, y1 + 1), slice(x0, x1 + 1)),
    ]
    for lit, (rows, cols) in zip(on, strokes):
        if lit:
            img[rows, cols] = rng.uniform(0.6, 1.0)
    img = np.roll(img, (dy, dx), axis=(0, 1))
    return img + rng.normal(0, 0.25, img.shape).astype(np.float32)


def make_split(n, seed):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 10, n)
    images = np.stack([render(int(d), rng) for d in labels])[:, None]
    return torch.from_numpy(images), torch.from_numpy(labels)


class GlyphNet(nn.Module):
    def __init__(self, n_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 3, padding=1)
        self.conv2 = nn.Conv2d(16, 32, 3, padding=1)
        self.fc = nn.Linear(32 * 4 * 4, n_classes)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        return self.fc(x.flatten(1))


def one_hot(labels, num_classes):
    target = torch.FloatTensor(labels.size(0), num_classes)
    target.scatter_(1, labels.unsqueeze(1), 1.0)
    return target


def mixup(x, y, alpha, num_classes):
    lam = float(np.random.beta(alpha, alpha))
    perm = torch.randperm(x.size(0))
    targets = one_hot(y, num_classes)
    return lam * x + (1 - lam) * x[perm], lam * targets + (1 - lam) * targets[perm]


def soft_cross_entropy(logits, soft_targets):
    return -(soft_targets * F.log_softmax(logits, dim=1)).sum(dim=1).mean()


def test_accuracy(model, x, y):
    model.eval()
    with torch.no_grad():
        return (model(x).argmax(1) == y).float().mean().item()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--alpha", type=float, default=0.4)
    parser.add_argument("--lr", type=float, default=0.05)
    args = parser.parse_args()
    np.random.seed(0)
    torch.manual_seed(0)
    torch.set_num_threads(1)

    x_train, y_train = make_split(2000, seed=1)
    x_test, y_test = make_split(500, seed=2)
    model = GlyphNet()
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9, nesterov=True)
    print(f"untrained test accuracy {test_accuracy(model, x_test, y_test):.3f}")
    for epoch in range(args.epochs):
        model.train()
        perm = torch.randperm(len(x_train))
        total, batches = 0.0, 0
        for start in range(0, len(perm), args.batch_size):
            idx = perm[start:start + args.batch_size]
            inputs, targets = mixup(x_train[idx], y_train[idx], args.alpha, 10)
            loss = soft_cross_entropy(model(inputs), targets)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += loss.item()
            batches += 1
        print(f"epoch {epoch}  loss {total / batches:.4f}  "
              f"test accuracy {test_accuracy(model, x_test, y_test):.3f}")


if __name__ == "__main__":
    main()
