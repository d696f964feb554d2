"""Self-calibration of a phone camera from tracked sticker corners of a Rubik's cube.

Focal length, two radial-distortion terms and per-photo poses are refined by plain gradient
descent written out by hand (no torch.optim), as in the classic bundle-adjustment notebooks.
Run: python mw18_single.py
"""
import argparse

import numpy as np
import torch


def cube_corners():
    g = torch.linspace(-1.5, 1.5, 4)
    a, b = torch.meshgrid(g, g, indexing="ij")
    a, b = a.flatten(), b.flatten()
    one = torch.full_like(a, 1.5)
    faces = [torch.stack([a, b, one], -1), torch.stack([one, a, b], -1), torch.stack([a, one, b], -1)]
    return torch.cat(faces) / 1.5 * 0.3


def rodrigues(rvec):
    theta = rvec.norm(dim=-1, keepdim=True).clamp_min(1e-9)
    k = rvec / theta
    zero = torch.zeros_like(k[..., 0])
    K = torch.stack([zero, -k[..., 2], k[..., 1], k[..., 2], zero, -k[..., 0], -k[..., 1], k[..., 0], zero],
                    -1).reshape(-1, 3, 3)
    th = theta[..., None]
    return torch.eye(3) + torch.sin(th) * K + (1 - torch.cos(th)) * K @ K


def project(pts, rvec, tvec, focal, dist):
    cam = pts[None] @ rodrigues(rvec).transpose(1, 2) + tvec[:, None]
    xy = cam[..., :2] / cam[..., 2:]
    r2 = (xy ** 2).sum(-1, keepdim=True)
    return focal * xy * (1 + dist[0] * r2 + dist[1] * r2 ** 2)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--photos", type=int, default=6)
    ap.add_argument("--iters", type=int, default=1000)
    ap.add_argument("--noise", type=float, default=0.002)
    args = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)

    pts = cube_corners()
    true_r = torch.tensor(np.random.uniform(-0.6, 0.6, (args.photos, 3)), dtype=torch.float32)
    true_t = torch.tensor([[0.0, 0.0, 1.6]]) + 0.1 * torch.randn(args.photos, 3)
    true_f, true_k = 1.25, torch.tensor([-0.12, 0.03])
    observed = project(pts, true_r, true_t, true_f, true_k) + args.noise * torch.randn(args.photos, pts.shape[0], 2)

    focal = torch.tensor(1.0, requires_grad=True)
    dist = (torch.randn(2) * 0.01).requires_grad_()
    rvec = (true_r + 0.05 * torch.randn_like(true_r)).requires_grad_()
    tvec = (true_t + 0.05 * torch.randn_like(true_t)).requires_grad_()
    step_sizes = {"focal": 0.5, "dist": 20.0, "rvec": 0.5, "tvec": 0.2}
    params = {"focal": focal, "dist": dist, "rvec": rvec, "tvec": tvec}

    proj = project(pts, rvec, tvec, focal, dist)
    (sens,) = torch.autograd.grad(proj, focal, grad_outputs=torch.ones_like(proj))
    print(f"d(sum proj)/d(focal) at init: {sens.item():.2f}")

    for it in range(args.iters):
        residual = project(pts, rvec, tvec, focal, dist) - observed
        loss = residual.pow(2).sum(-1).mean()
        loss.backward()
        with torch.no_grad():
            for name, p in params.items():
                p -= step_sizes[name] * p.grad
                p.grad.zero_()
        if it % 250 == 0 or it == args.iters - 1:
            rms = residual.detach().norm(dim=-1).pow(2).mean().sqrt().numpy()
            print(f"it {it:4d}  rms reproj {float(rms):.5f}  f {focal.item():.4f}  "
                  f"k {dist.detach().numpy().round(4)}")
    print(f"true f {true_f}  k {true_k.numpy()}")


if __name__ == "__main__":
    main()
