"""A fit() function we can call for both parts of the notebook."""
import torch


def fit(forward_fn, params, X, y, epochs=200, lr=1e-2, log_every=50):
    opt = torch.optim.Adam(params, lr=lr)
    losses = []
    for ep in range(epochs):
        opt.zero_grad()
        err = torch.nn.functional.mse_loss(forward_fn(X), y)
        err.backward()
        opt.step()
        losses.append(err.item())
        if ep % log_every == 0:
            print(f"  epoch {ep:3d}  mse {err.item():8.3f}")
    return losses
