"""Linear quantile regression for next-day PM2.5 from weather and lagged pollution, hand-written SGD."""
import numpy as np
import torch

FEATURES = ["pm25_lag1", "pm25_lag2", "wind", "humidity", "temp", "weekday"]
QUANTILES = torch.tensor([0.1, 0.5, 0.9])


def make_data(n=600, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, len(FEATURES), generator=g)
    noise = torch.randn(n, generator=g) * (0.5 + 0.5 * x[:, 3].abs())   # humidity -> heteroscedastic
    y = 30 + 8 * x[:, 0] + 3 * x[:, 1] - 5 * x[:, 2] + 2 * x[:, 3] + 4 * noise
    return x, y


def pinball(pred, y):
    err = y[:, None] - pred
    return torch.maximum(QUANTILES * err, (QUANTILES - 1) * err).mean()


def main(epochs=60, lr=0.05, batch=64):
    torch.manual_seed(0)
    x, y = make_data()
    x_tr, y_tr, x_te, y_te = x[:500], y[:500], x[500:], y[500:]
    mu, sd = y_tr.mean(), y_tr.std()

    W = (torch.randn(len(FEATURES), len(QUANTILES)) * 0.1).requires_grad_()
    b = torch.zeros(len(QUANTILES), requires_grad=True)

    for epoch in range(epochs):
        perm = torch.randperm(len(x_tr))
        for i in range(0, len(x_tr), batch):
            idx = perm[i:i + batch]
            pred = x_tr[idx] @ W + b
            loss = pinball(pred, (y_tr[idx] - mu) / sd)
            loss.backward()
            with torch.no_grad():
                W -= lr * W.grad
                b -= lr * b.grad
                W.grad.zero_()
                b.grad.zero_()
        if epoch % 20 == 0 or epoch == epochs - 1:
            pred_te = (x_te @ W + b) * sd + mu
            p = pred_te.detach().numpy()
            coverage = np.mean((y_te.numpy() >= p[:, 0]) & (y_te.numpy() <= p[:, 2]))
            print(f"epoch {epoch:2d} train pinball {loss.item():.4f} 80% interval coverage {coverage:.3f}")
    print("median-quantile weights:", dict(zip(FEATURES, np.round(W[:, 1].detach().numpy() * sd.item(), 2))))


if __name__ == "__main__":
    main()
