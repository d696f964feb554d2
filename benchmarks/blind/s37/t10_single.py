"""Credit-default scoring with a hand-rolled logistic regression."""
import argparse

import torch


def make_applicants(n, n_features, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, n_features, generator=g)
    true_w = torch.linspace(-1.5, 1.5, n_features)
    logits = x @ true_w - 0.3
    y = (torch.rand(n, generator=g) < torch.sigmoid(logits)).float()
    return x, y


class Standardizer:
    def fit(self, x):
        self.mean, self.std = x.mean(0), x.std(0).clamp(min=1e-6)
        return self

    def __call__(self, x):
        return (x - self.mean) / self.std


class LogisticScorer:
    def __init__(self, n_features, l2=1e-3):
        self.w = torch.zeros(n_features, requires_grad=True)
        self.b = torch.zeros(1, requires_grad=True)
        self.l2 = l2

    def logits(self, x):
        return x @ self.w + self.b

    def loss(self, x, y):
        nll = torch.nn.functional.binary_cross_entropy_with_logits(self.logits(x), y)
        return nll + self.l2 * (self.w ** 2).sum()

    def step(self, lr):
        self.w = self.w - lr * self.w.grad
        self.b = self.b - lr * self.b.grad

    def predict_proba(self, x):
        with torch.no_grad():
            return torch.sigmoid(self.logits(x))


def auc(scores, labels):
    order = scores.argsort()
    ranks = torch.empty_like(scores)
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=scores.dtype)
    pos = labels.bool()
    n_pos, n_neg = pos.sum(), (~pos).sum()
    return ((ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)).item()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--features", type=int, default=10)
    parser.add_argument("--epochs", type=int, default=200)
    parser.add_argument("--lr", type=float, default=0.5)
    args = parser.parse_args()

    x, y = make_applicants(3000, args.features)
    x_tr, y_tr, x_te, y_te = x[:2400], y[:2400], x[2400:], y[2400:]
    scaler = Standardizer().fit(x_tr)
    x_tr, x_te = scaler(x_tr), scaler(x_te)

    model = LogisticScorer(args.features)
    for epoch in range(args.epochs):
        loss = model.loss(x_tr, y_tr)
        loss.backward()
        model.step(args.lr)
        if epoch % 50 == 0:
            print(f"epoch {epoch}: loss {loss.item():.4f}")
    print(f"test AUC {auc(model.predict_proba(x_te), y_te):.3f}")


if __name__ == "__main__":
    main()
