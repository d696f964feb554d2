"""Tolerance analysis: which layer's optical phase error hurts the band average most."""
import torch

from . import materials
from .design import STACK, SUBSTRATE
from .tmm import phase_thickness, reflectance_from_phase


def phase_sensitivity(design, wl_nm):
    """d(mean R)/d(delta_j) summed over the band (a uniform phase error of layer j,
    e.g. index drift), and d(mean R)/d(d_j) in 1/nm (zero at an optimum)."""
    n_layers = design.indices(wl_nm).detach()
    n_sub = materials.index(SUBSTRATE, wl_nm)
    design.thickness_nm.grad = None
    delta = phase_thickness(design.thickness_nm, n_layers, wl_nm)
    delta.retain_grad()
    band_mean = reflectance_from_phase(delta, n_layers, n_sub).mean()
    band_mean.backward()
    per_layer_phase = delta.grad.sum(dim=1)
    per_layer_thickness = design.thickness_nm.grad.clone()
    design.thickness_nm.grad = None
    return [(f"{j + 1}:{name}", float(p), float(t))
            for j, (name, p, t) in enumerate(zip(STACK, per_layer_phase, per_layer_thickness))]
