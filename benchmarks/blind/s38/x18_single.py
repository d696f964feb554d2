"""Poisson GLM encoding model for a retinal ganglion cell.

rate(t) = exp(k . stim[t-L+1..t] + h . spikes[t-H..t-1] + b)
Fitted by plain gradient descent on the Poisson negative log-likelihood,
written out by hand the way the lab's teaching notebooks do it.
"""
import numpy as np
import torch

L_STIM, L_HIST, DT = 12, 6, 0.01


def simulate_cell(T=4000, seed=0):
    g = torch.Generator().manual_seed(seed)
    stim = torch.randn(T, generator=g)
    lags = torch.arange(L_STIM, dtype=torch.float32)
    k_true = torch.sin(lags / 2.0) * torch.exp(-lags / 4.0)
    h_true = -2.0 * torch.exp(-torch.arange(1, L_HIST + 1, dtype=torch.float32) / 1.5)
    spikes = torch.zeros(T)
    for t in range(L_STIM, T):
        drive = (k_true.flip(0) * stim[t - L_STIM + 1:t + 1]).sum() + (h_true * spikes[t - L_HIST:t].flip(0)).sum()
        rate = torch.exp(drive + 2.5) * DT
        spikes[t] = torch.poisson(rate.clamp(max=5.0), generator=g)
    return stim, spikes, k_true


def design_matrix(stim, spikes):
    T = stim.shape[0]
    rows = range(L_STIM, T)
    Xs = torch.stack([stim[t - L_STIM + 1:t + 1].flip(0) for t in rows])
    Xh = torch.stack([spikes[t - L_HIST:t].flip(0) for t in rows])
    return Xs, Xh, spikes[L_STIM:]


def poisson_nll(k, h, b, Xs, Xh, y):
    log_rate = Xs @ k + Xh @ h + b + np.log(DT)
    return (torch.exp(log_rate) - y * log_rate).mean()


def fit(Xs, Xh, y, steps=300, lr=0.5):
    k = (torch.randn(L_STIM) * 0.01).requires_grad_()
    h = torch.zeros(L_HIST, requires_grad=True)
    b = torch.zeros(1, requires_grad=True)
    for step in range(steps):
        loss = poisson_nll(k, h, b, Xs, Xh, y)
        loss.backward()
        with torch.no_grad():
            for p in (k, h, b):
                p -= lr * p.grad
                p.grad.zero_()
        if step % 100 == 0:
            print(f"step {step:3d}  nll {loss.item():.4f}")
    return k, h, b


def main():
    torch.manual_seed(0)
    stim, spikes, k_true = simulate_cell()
    print(f"spike count {int(spikes.sum())}")
    Xs, Xh, y = design_matrix(stim, spikes)
    k, h, b = fit(Xs, Xh, y)
    k_np = k.detach().numpy()
    corr = np.corrcoef(k_np, k_true.numpy())[0, 1]
    print(f"stimulus filter correlation with truth {corr:.3f}; history filter {np.round(h.detach().numpy(), 2)}")


if __name__ == "__main__":
    main()
