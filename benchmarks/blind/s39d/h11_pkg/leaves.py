"""Synthetic leaf photos (3x16x16) for four crop-disease classes; only a few carry labels."""
import torch
import torch.nn.functional as F

CLASSES = ("healthy", "rust", "blight", "mildew")


def _leaf(cls, gen):
    yy, xx = torch.meshgrid(torch.linspace(-1, 1, 16), torch.linspace(-1, 1, 16), indexing="ij")
    mask = ((xx / 0.9) ** 2 + (yy / 0.6) ** 2 < 1).float()
    img = torch.stack([0.2 * mask, (0.5 + 0.2 * torch.rand((), generator=gen)) * mask, 0.15 * mask])
    if cls == 1:    # rust: small orange pustules
        spots = (torch.rand(16, 16, generator=gen) > 0.88).float() * mask
        img += spots * torch.tensor([0.7, 0.2, -0.1]).view(3, 1, 1)
    elif cls == 2:  # blight: one large brown lesion
        cx, cy = (torch.rand(2, generator=gen) - 0.5).tolist()
        lesion = torch.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / 0.08) * mask
        img += lesion * torch.tensor([0.3, -0.4, -0.1]).view(3, 1, 1)
    elif cls == 3:  # mildew: whitish powdery film
        film = F.avg_pool2d(torch.rand(1, 1, 16, 16, generator=gen), 5, 1, 2)[0, 0] * mask
        img += 0.6 * film
    return img + 0.08 * torch.randn(3, 16, 16, generator=gen)


def make_split(n_labeled=40, n_unlabeled=600, n_test=400, seed=0):
    gen = torch.Generator().manual_seed(seed)

    def draw(n):
        y = torch.randint(0, len(CLASSES), (n,), generator=gen)
        return torch.stack([_leaf(int(c), gen) for c in y]), y

    return draw(n_labeled), draw(n_unlabeled)[0], draw(n_test)


def jitter(x):
    """Stochastic input perturbation used for both student and teacher views."""
    flip = torch.rand(x.size(0), 1, 1, 1) < 0.5
    x = torch.where(flip, x.flip(3), x)
    return x + 0.05 * torch.randn_like(x)
