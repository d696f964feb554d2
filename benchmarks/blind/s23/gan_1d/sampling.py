import torch

MODES = torch.tensor([-2.0, 2.0])
WIDTHS = torch.tensor([0.3, 0.5])


def real_samples(n):
    which = torch.randint(0, 2, (n,))
    return (MODES[which] + WIDTHS[which] * torch.randn(n)).unsqueeze(1)


def noise(n, dim):
    return torch.randn(n, dim)


def frozen(fake):
    """The critic update must not push gradients into the generator."""
    return fake.detach()


def moments(x):
    x = x.squeeze(1)
    return {
        "left": (x < 0).float().mean().item(),
        "mean_left": x[x < 0].mean().item() if (x < 0).any() else float("nan"),
        "mean_right": x[x >= 0].mean().item() if (x >= 0).any() else float("nan"),
    }
