import torch
import torch.nn.functional as F


def sample_along_rays(rays_o, rays_d, near, far, n_samples, perturb=True):
    t = torch.linspace(0.0, 1.0, n_samples)
    z = near * (1 - t) + far * t
    z = z.expand(rays_o.shape[0], n_samples).clone()
    if perturb:
        mids = 0.5 * (z[:, 1:] + z[:, :-1])
        upper = torch.cat([mids, z[:, -1:]], -1)
        lower = torch.cat([z[:, :1], mids], -1)
        z = lower + (upper - lower) * torch.rand_like(z)
    pts = rays_o[:, None, :] + rays_d[:, None, :] * z[..., None]
    return pts, z


def raw2outputs(raw, z_vals, rays_d, white_bkgd=True, rgb_padding=1e-3):
    rgb = torch.sigmoid(raw[..., :3])
    rgb.mul_(1 + 2 * rgb_padding).sub_(rgb_padding)          # widened sigmoid (mip-NeRF)
    sigma = F.softplus(raw[..., 3] - 1.0)
    dists = torch.cat([z_vals[:, 1:] - z_vals[:, :-1],
                       torch.full_like(z_vals[:, :1], 1e10)], -1) * rays_d.norm(dim=-1, keepdim=True)
    alpha = 1.0 - torch.exp(-sigma * dists)
    trans = torch.cumprod(torch.cat([torch.ones_like(alpha[:, :1]), 1.0 - alpha + 1e-10], -1), -1)[:, :-1]
    weights = alpha * trans
    rgb_map = (weights[..., None] * rgb).sum(-2)
    acc = weights.sum(-1)
    if white_bkgd:
        rgb_map = rgb_map + (1.0 - acc[..., None])
    depth = (weights * z_vals).sum(-1)
    return rgb_map, depth, acc


def render_rays(model, rays_o, rays_d, cfg, perturb=True):
    pts, z = sample_along_rays(rays_o, rays_d, cfg["near"], cfg["far"], cfg["n_samples"], perturb)
    raw = model(pts)
    return raw2outputs(raw, z, rays_d, white_bkgd=cfg["white_bkgd"])
