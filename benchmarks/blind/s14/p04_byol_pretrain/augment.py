import torch


class RandomAugment:
    """Cheap tensor-space augmentations: random crop via roll, flip, colour jitter."""

    def __init__(self, max_shift=4, jitter=0.2):
        self.max_shift = max_shift
        self.jitter = jitter

    def __call__(self, x):
        b = x.size(0)
        shifts = torch.randint(-self.max_shift, self.max_shift + 1, (2,))
        x = torch.roll(x, shifts=(int(shifts[0]), int(shifts[1])), dims=(2, 3))
        flip = torch.rand(b, device=x.device) < 0.5
        x = torch.where(flip[:, None, None, None], x.flip(3), x)
        scale = 1 + self.jitter * (2 * torch.rand(b, 3, 1, 1, device=x.device) - 1)
        return x * scale
