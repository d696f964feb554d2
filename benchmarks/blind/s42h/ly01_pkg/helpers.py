"""helpers.py -- small functions we keep re-using in the hive notebooks."""
import torch


def show_shapes(**tensors):
    for name, t in tensors.items():
        print(f"  {name:>6}: {tuple(t.shape)}  {t.dtype}")


def mse(pred, target):
    return ((pred - target) ** 2).mean()


def zero_grads(*params):
    for p in params:
        if p.grad is not None:
            p.grad.zero_()


def sgd_step(w, b, lr):
    # TODO (exercise 3): move each parameter a small step against its gradient
    w = w - lr * w.grad
    b = b - lr * b.grad
    return w, b


def print_every(epoch, every, **values):
    if epoch % every == 0:
        msg = "  ".join(f"{k}={v:.4f}" for k, v in values.items())
        print(f"epoch {epoch:3d}  {msg}")
