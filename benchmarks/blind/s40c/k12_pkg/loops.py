import torch
import torch.nn.functional as F


def _train_step(net, opt, xb, yb):
    net.zero_grad(set_to_none=True)
    err = F.mse_loss(net(xb), yb)
    err.backward()
    opt.step()
    return err.item()


def fit_one_epoch(net, opt, X, Y, batch_size):
    net.train()
    order = torch.randperm(len(X))
    running = 0.0
    for i in range(0, len(X), batch_size):
        idx = order[i:i + batch_size]
        running += _train_step(net, opt, X[idx], Y[idx]) * len(idx)
    return running / len(X)


def evaluate(net, X, Y):
    """Mean absolute transmittance error in percent. Call under no_grad."""
    net.eval()
    mae = (net(X) - Y).abs().mean() * 100.0
    net.train()
    return mae.item()
