import math

import torch


def ring_batches(num_batches, batch_size, modes=8, radius=2.0, std=0.05):
    """Yields batches from a mixture of Gaussians placed on a circle."""
    angles = torch.arange(modes, dtype=torch.float32) * (2 * math.pi / modes)
    centers = torch.stack([radius * torch.cos(angles), radius * torch.sin(angles)], dim=1)
    for _ in range(num_batches):
        idx = torch.randint(0, modes, (batch_size,))
        yield centers[idx] + std * torch.randn(batch_size, 2)
