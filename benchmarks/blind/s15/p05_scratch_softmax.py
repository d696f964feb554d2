"""Softmax regression written "from scratch" (no nn.Module, no torch.optim)."""
import torch


class ScratchSoftmax:
    def __init__(self, n_in, n_out, lr=0.5, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.W = torch.normal(0.0, 0.01, (n_in, n_out), generator=g).requires_grad_()
        self.b = torch.zeros(n_out, requires_grad=True)
        self.lr = lr

    def params(self):
        return [self.W, self.b]

    def __call__(self, X):
        logits = X @ self.W + self.b
        logits = logits - logits.max(dim=1, keepdim=True).values
        e = logits.exp()
        return e / e.sum(dim=1, keepdim=True)

    def reset_grads(self):
        for t in self.params():
            if t.grad is not None:
                t.grad.zero_()

    def sgd(self, batch_size):
        self.W = self.W - self.lr * self.W.grad / batch_size
        self.b = self.b - self.lr * self.b.grad / batch_size


def cross_entropy(y_hat, y):
    return -torch.log(y_hat[range(len(y_hat)), y] + 1e-9)


def make_blobs(n=256, n_in=20, n_cls=4, seed=0):
    g = torch.Generator().manual_seed(seed)
    centers = torch.randn(n_cls, n_in, generator=g) * 2
    y = torch.randint(0, n_cls, (n,), generator=g)
    return centers[y] + torch.randn(n, n_in, generator=g), y


def accuracy(y_hat, y):
    return (y_hat.argmax(dim=1) == y).float().mean().item()


if __name__ == "__main__":
    X, y = make_blobs()
    clf = ScratchSoftmax(20, 4)
    bs = 32
    for epoch in range(3):
        perm = torch.randperm(len(X))
        for i in range(0, len(X), bs):
            idx = perm[i:i + bs]
            l = cross_entropy(clf(X[idx]), y[idx])
            clf.reset_grads()
            l.sum().backward()
            clf.sgd(len(idx))
        print(f"epoch {epoch + 1}, acc {accuracy(clf(X), y):.3f}")
