"""Characteristic-matrix method, normal incidence, non-absorbing layers."""
import math

import torch


def phase_thickness(thickness_nm, n_layers, wl_nm):
    """delta_j(lambda) = 2 pi n_j d_j / lambda, shape (L, W)."""
    return 2.0 * math.pi * n_layers * thickness_nm[:, None] / wl_nm[None, :]


def reflectance_from_phase(delta, n_layers, n_sub, n_ambient=1.0):
    """R(lambda) for a stack listed from the ambient side, shape (W,)."""
    cos_d = torch.cos(delta).to(torch.complex128)
    sin_d = torch.sin(delta).to(torch.complex128)
    n_c = n_layers.to(torch.complex128)
    one = torch.ones_like(cos_d[0])
    m11, m12, m21, m22 = one, 0 * one, 0 * one, one
    for j in range(delta.shape[0]):
        a11, a12 = cos_d[j], 1j * sin_d[j] / n_c[j]
        a21, a22 = 1j * n_c[j] * sin_d[j], cos_d[j]
        m11, m12, m21, m22 = (m11 * a11 + m12 * a21, m11 * a12 + m12 * a22,
                              m21 * a11 + m22 * a21, m21 * a12 + m22 * a22)
    ns = n_sub.to(torch.complex128)
    num = n_ambient * m11 + n_ambient * ns * m12 - m21 - ns * m22
    den = n_ambient * m11 + n_ambient * ns * m12 + m21 + ns * m22
    r = num / den
    return (r * r.conj()).real


def reflectance(thickness_nm, n_layers, n_sub, wl_nm):
    return reflectance_from_phase(phase_thickness(thickness_nm, n_layers, wl_nm), n_layers, n_sub)
