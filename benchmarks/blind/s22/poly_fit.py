"""Cubic trend fit with hand-written gradient descent on raw tensors."""
import torch


def design(t, degree):
    return torch.stack([t ** k for k in range(degree + 1)], dim=1)


class PolyModel:
    def __init__(self, degree, lr):
        self.coef = torch.zeros(degree + 1, requires_grad=True)
        self.lr = lr

    def loss(self, feats, y):
        return ((feats @ self.coef - y) ** 2).mean()

    def sgd_step(self, feats, y):
        value = self.loss(feats, y)
        value.backward()
        with torch.no_grad():
            self.coef -= self.lr * self.coef.grad
            self.coef.grad.zero_()
        return value.item()


def main(degree=3, steps=500, lr=0.2):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    t = torch.linspace(-1, 1, 200)
    y = 0.5 - 1.2 * t + 0.8 * t ** 3 + 0.05 * torch.randn(200)
    feats = design(t, degree)
    model = PolyModel(degree, lr)
    for step in range(steps):
        mse = model.sgd_step(feats, y)
        if step % 100 == 0 or step == steps - 1:
            print(f"step {step}: mse {mse:.5f}")
    print("coefficients", [round(v, 3) for v in model.coef.detach().tolist()])


if __name__ == "__main__":
    main()
