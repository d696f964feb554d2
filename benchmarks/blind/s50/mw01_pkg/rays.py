"""Ray bundles for small image patches of the frosted pane."""
import math

import torch


def encode_positions(x, n_freqs):
    """sin/cos Fourier features with the raw coordinate kept."""
    feats = [x]
    for k in range(n_freqs):
        feats.append(torch.sin((2.0 ** k) * math.pi * x))
        feats.append(torch.cos((2.0 ** k) * math.pi * x))
    return torch.cat(feats, dim=-1)


def random_pane_rays(batch, patch, fov=0.6, radius=2.0):
    """One pinhole patch per sample, the camera swinging +-0.4 rad around the pane normal."""
    az = (torch.rand(batch) - 0.5) * 0.8
    eye = torch.stack([radius * torch.sin(az), torch.zeros(batch), radius * torch.cos(az)], -1)
    fwd = -eye / eye.norm(dim=-1, keepdim=True)
    up = torch.tensor([0.0, 1.0, 0.0]).expand_as(fwd)
    right = torch.linalg.cross(up, fwd, dim=-1)
    right = right / right.norm(dim=-1, keepdim=True)
    lin = torch.linspace(-fov / 2, fov / 2, patch)
    vv, uu = torch.meshgrid(lin, lin, indexing="ij")
    dirs = (fwd[:, None, None] + uu[None, ..., None] * right[:, None, None]
            + vv[None, ..., None] * up[:, None, None])
    dirs = dirs / dirs.norm(dim=-1, keepdim=True)
    eyes = eye[:, None, None].expand_as(dirs)
    return eyes.reshape(batch, -1, 3), dirs.reshape(batch, -1, 3)


def stratified_depths(lead_shape, near, far, n_samples):
    base = torch.linspace(near, far, n_samples)
    jitter = (torch.rand(*lead_shape, n_samples) - 0.5) * (far - near) / n_samples
    return base + jitter
