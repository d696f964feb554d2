"""Two-layer neural network on the spiral dataset, written from scratch with autograd (course assignment style)."""
import argparse
import math

import torch


def make_spiral(n_per_class=100, n_classes=3, seed=0):
    g = torch.Generator().manual_seed(seed)
    xs, ys = [], []
    for k in range(n_classes):
        r = torch.linspace(0.0, 1.0, n_per_class)
        t = torch.linspace(k * 4.0, (k + 1) * 4.0, n_per_class) + torch.randn(n_per_class, generator=g) * 0.2
        xs.append(torch.stack([r * torch.sin(t), r * torch.cos(t)], dim=1))
        ys.append(torch.full((n_per_class,), k, dtype=torch.long))
    return torch.cat(xs), torch.cat(ys)


class TwoLayerNet:
    def __init__(self, d_in, d_hidden, n_classes, reg=1e-3, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.W1 = (torch.randn(d_in, d_hidden, generator=g) * math.sqrt(2.0 / d_in)).requires_grad_()
        self.b1 = torch.zeros(d_hidden, requires_grad=True)
        self.W2 = (torch.randn(d_hidden, n_classes, generator=g) * math.sqrt(2.0 / d_hidden)).requires_grad_()
        self.b2 = torch.zeros(n_classes, requires_grad=True)
        self.reg = reg

    def params(self):
        return [self.W1, self.b1, self.W2, self.b2]

    def scores(self, X):
        h = torch.clamp(X @ self.W1 + self.b1, min=0.0)
        return h @ self.W2 + self.b2

    def loss(self, X, y):
        s = self.scores(X)
        s = s - s.max(dim=1, keepdim=True).values
        log_probs = s - s.exp().sum(dim=1, keepdim=True).log()
        data_loss = -log_probs[torch.arange(len(y)), y].mean()
        reg_loss = 0.5 * self.reg * ((self.W1 ** 2).sum() + (self.W2 ** 2).sum())
        return data_loss + reg_loss

    def step(self, lr):
        self.W1 = self.W1 - lr * self.W1.grad
        self.b1 = self.b1 - lr * self.b1.grad
        self.W2 = self.W2 - lr * self.W2.grad
        self.b2 = self.b2 - lr * self.b2.grad

    def zero_grad(self):
        for p in self.params():
            if p.grad is not None:
                p.grad.zero_()

    def accuracy(self, X, y):
        with torch.no_grad():
            return (self.scores(X).argmax(1) == y).float().mean().item()


def train(net, X, y, lr, iters, print_every):
    history = []
    for it in range(iters):
        net.zero_grad()
        loss = net.loss(X, y)
        loss.backward()
        net.step(lr)
        history.append(loss.item())
        if it % print_every == 0:
            print(f"iter {it:4d}  loss {loss.item():.4f}  acc {net.accuracy(X, y):.3f}")
    return history


def main():
    parser = argparse.ArgumentParser(description="spiral 2-layer net")
    parser.add_argument("--hidden", type=int, default=100)
    parser.add_argument("--lr", type=float, default=1.0)
    parser.add_argument("--reg", type=float, default=1e-3)
    parser.add_argument("--iters", type=int, default=200)
    parser.add_argument("--print_every", type=int, default=50)
    args = parser.parse_args()

    X, y = make_spiral()
    net = TwoLayerNet(2, args.hidden, 3, reg=args.reg)
    history = train(net, X, y, args.lr, args.iters, args.print_every)
    print(f"final loss {history[-1]:.4f}, training accuracy {net.accuracy(X, y):.3f}")
    torch.save({"W1": net.W1.detach(), "b1": net.b1.detach(), "W2": net.W2.detach(), "b2": net.b2.detach()},
               "spiral_net.pt")


if __name__ == "__main__":
    main()
