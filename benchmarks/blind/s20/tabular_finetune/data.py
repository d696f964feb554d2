import torch


def make_tables(n=1024, n_features=10):
    x = torch.randn(n, n_features)
    x[:, 3] = (x[:, 3] > 0).float()
    latent = torch.tanh(x[:, :4] @ torch.tensor([1.0, -1.5, 0.7, 2.0]))
    target_a = latent + 0.3 * x[:, 5] + 0.05 * torch.randn(n)
    target_b = (latent + 0.4 * x[:, 6] > 0.2).long()
    return x, target_a.unsqueeze(1), target_b


def loader(x, y, batch_size, steps):
    for _ in range(steps):
        idx = torch.randint(0, x.size(0), (batch_size,))
        yield x[idx], y[idx]
