"""Synthetic pressure-tap records.

Source domain: boundary-layer wind tunnel, 1:400 model, labelled mean and peak Cp.
Target domain: full-scale sensors on the finished tower; different turbulence, sensor lag and
an offset in the reference static pressure, labels only for a small audit set.
"""
import math

import torch


def _taps(n, gen, full_scale):
    direction = torch.rand(n, generator=gen) * 2 * math.pi
    height = torch.rand(n, generator=gen)                  # z / H
    face = torch.randint(0, 4, (n,), generator=gen)
    face_angle = face.float() * math.pi / 2
    incidence = torch.cos(direction - face_angle)
    ti = 0.10 + 0.08 * torch.rand(n, generator=gen)       # turbulence intensity at roof
    if full_scale:
        ti = ti + 0.06                                     # rougher real terrain
    cp_mean = torch.where(incidence > 0, 0.8 * incidence * height ** 0.3, -0.6 - 0.3 * incidence.abs())
    cp_peak = cp_mean - (2.5 + 6.0 * ti) * (0.15 + 0.2 * (incidence < 0).float())

    rms = 0.15 + ti * (1.0 + (incidence < 0).float())
    skew = -0.4 * (incidence < 0).float() + 0.1 * torch.randn(n, generator=gen)
    gust = 1.0 + 2.5 * ti + 0.05 * torch.randn(n, generator=gen)
    measured_mean = cp_mean + 0.03 * torch.randn(n, generator=gen)
    if full_scale:
        measured_mean = measured_mean + 0.12               # static reference offset
        rms = rms * 0.85                                    # tubing attenuation
    x = torch.stack([torch.sin(direction), torch.cos(direction), height, face_angle.sin(),
                     face_angle.cos(), measured_mean, rms, skew, gust], 1)
    y = torch.stack([cp_mean, cp_peak], 1)
    return x, y


def wind_tunnel(n, gen):
    return _taps(n, gen, full_scale=False)


def full_scale(n, gen):
    return _taps(n, gen, full_scale=True)


def paired_batches(xs, ys, xt, batch, gen):
    ps = torch.randperm(len(xs), generator=gen)
    pt = torch.randperm(len(xt), generator=gen)
    for k in range(0, min(len(ps), len(pt)) - batch + 1, batch):
        yield xs[ps[k:k + batch]], ys[ps[k:k + batch]], xt[pt[k:k + batch]]
