import torch
import torch.nn.functional as F


def make_opt(bnn, lr=1e-2):
    return torch.optim.Adam(bnn.parameters(), lr=lr)


def fit_elbo(bnn, opt, x, y, epochs=80, batch=32):
    n = len(y)
    history = []
    for _ in range(epochs):
        ep_nll = ep_kl = 0.0
        for idx in torch.randperm(n).split(batch):
            nll = F.cross_entropy(bnn(x[idx]), y[idx])
            kl = bnn.kl() / n
            opt.zero_grad()
            (nll + kl).backward()
            opt.step()
            ep_nll += nll.item()
            ep_kl += kl.item()
        history.append((ep_nll, ep_kl))
    return history


@torch.no_grad()
def sample_probs(bnn, x, draws=30):
    return torch.stack([F.softmax(bnn(x), dim=-1) for _ in range(draws)])
