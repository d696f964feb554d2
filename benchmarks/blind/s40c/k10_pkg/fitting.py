import torch


def fit_density(flow, data, n_epochs=40, batch=256, lr=2e-3, verbose_every=10):
    opt = torch.optim.Adam(flow.parameters(), lr=lr)
    nll_per_epoch = []
    n = data.shape[0]
    for epoch in range(n_epochs):
        perm = torch.randperm(n)
        total, count = 0.0, 0
        for i in range(0, n, batch):
            xb = data[perm[i:i + batch]]
            nll = -flow.log_prob(xb).mean()
            opt.zero_grad()
            nll.backward()
            opt.step()
            total += nll.item() * len(xb)
            count += len(xb)
        nll_per_epoch.append(total / count)
        if epoch % verbose_every == 0 or epoch == n_epochs - 1:
            print(f"epoch {epoch:3d}  NLL {nll_per_epoch[-1]:.4f} nats/star")
    return nll_per_epoch
